// A controller whose view comes from a xib, created as UIKit code creates one:
// `ProfileHeaderController(nibName: "ProfileHeader", bundle: .module)`.
#if canImport(UIKit)
import UIKit
#else
import ViewRaster
#endif

/// The File's Owner of `ProfileHeader.xib`: its `view` and `titleLabel` outlets.
final class ProfileHeaderController: UIViewController {
    var titleLabel: UILabel!  // an @IBOutlet on iOS

    #if !canImport(UIKit)
    // Swift on Linux has no Objective-C runtime: outlets are declared in the connections table.
    override class var connections: ConnectionTable {
        super.connections.outlet("titleLabel", \ProfileHeaderController.titleLabel)
    }
    #endif
}
