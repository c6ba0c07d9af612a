import Foundation
@testable import ViewRasterViews

/// The bars `BarsAndControlsTests.barsDrawTheirItems` draws and
/// `RightToLeftBarsAndCellsTests.barsMirror` mirrors, on a 320 × 250 white root: a navigation
/// bar "Inbox" with Cancel (left) and Done (right) at y = 0, a bar with a back item ("Mail",
/// "Detail") at y = 70, a toolbar (Reset, flexible space, add) at y = 130 and a two-tab bar
/// (Home, Settings) at y = 195.
@MainActor
struct BarScene {
    let root: View
    let nav: NavigationBar
    let back: NavigationBar
    let toolbar: Toolbar
    let tabs: TabBar

    /// The scene, laid out.
    init() {
        root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 250))
        root.backgroundColor = .white
        nav = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = NavigationItem(title: "Inbox")
        item.leftBarButtonItem = BarButtonItem(barButtonSystemItem: .cancel)
        item.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .done)
        nav.setItems([item], animated: false)
        root.addSubview(nav)
        back = NavigationBar(frame: CGRect(x: 0, y: 70, width: 320, height: 44))
        back.setItems([NavigationItem(title: "Mail"), NavigationItem(title: "Detail")], animated: false)
        root.addSubview(back)
        toolbar = Toolbar(frame: CGRect(x: 0, y: 130, width: 320, height: 44))
        toolbar.items = [BarButtonItem(title: "Reset", style: .done), .flexibleSpace(), BarButtonItem(barButtonSystemItem: .add)]
        root.addSubview(toolbar)
        tabs = TabBar(frame: CGRect(x: 0, y: 195, width: 320, height: 49))
        tabs.setItems([TabBarItem(title: "Home"), TabBarItem(title: "Settings")], animated: false)
        root.addSubview(tabs)
        root.layoutIfNeeded()
    }
}
