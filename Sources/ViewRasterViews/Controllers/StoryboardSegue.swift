import Foundation

/// A transition from one controller to another (UIStoryboardSegue). `performSegue` makes one,
/// hands it to the source's `prepare(for:sender:)`, then performs it by its kind: pushed on the
/// source's navigation controller (`show`, `push`), presented (`presentation`, `modal`,
/// `popoverPresentation`, a `show` outside a navigation controller), or `perform()` for a
/// custom segue class.
@MainActor
open class StoryboardSegue {
    /// The storyboard identifier of the segue, nil when IB gave it none.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue shows, already made when `prepare(for:sender:)` runs.
    public let destination: ViewController

    /// A segue named `identifier` (nil: unnamed) from `source` to `destination`; a storyboard makes
    /// it (subclasses are made through this initializer).
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier; self.source = source; self.destination = destination
    }

    /// Performs a custom segue (subclasses override). The base class presents the destination.
    open func perform() { source.present(destination, animated: false) }
}

/// How a storyboard segue transitions (its `kind`).
package enum SegueKind: Sendable, Equatable {
    case show, showDetail, push, present(ModalPresentationStyle?), popover, custom, unwind, replace
}

/// A segue a storyboard declared from a controller's scene: performing it makes the
/// destination through `makeDestination` (a storyboard instantiation).
package struct SegueTemplate {
    package var identifier: String?
    package var kind: SegueKind
    /// The custom segue class, when the storyboard names a registered one.
    package var segueClass: StoryboardSegue.Type?
    package var makeDestination: @MainActor () throws -> ViewController

    package init(identifier: String?, kind: SegueKind, segueClass: StoryboardSegue.Type?,
                 makeDestination: @escaping @MainActor () throws -> ViewController) {
        self.identifier = identifier; self.kind = kind; self.segueClass = segueClass; self.makeDestination = makeDestination
    }
}

/// An error performing a segue: no segue of that identifier, or its destination failed to load.
public struct SegueError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in words.
    public var description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

extension ViewController {
    /// Performs the segue named `identifier` from this controller's storyboard scene (UIKit's
    /// `performSegue(withIdentifier:sender:)`): the destination is made, `prepare(for:sender:)`
    /// runs, then the transition. A missing identifier or a destination that cannot load is
    /// reported through `ViewDiagnostics` (UIKit raises); `performSegueOrThrow` throws instead.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        do { try performSegueOrThrow(withIdentifier: identifier, sender: sender) } catch {
            ViewDiagnostics.report("\(error)")
        }
    }

    /// `performSegue(withIdentifier:sender:)` that throws `SegueError` naming the controller and
    /// the identifier when there is no such segue or its destination cannot be made.
    @discardableResult
    public func performSegueOrThrow(withIdentifier identifier: String, sender: Any?) throws -> StoryboardSegue {
        guard let template = segueTemplates.first(where: { $0.identifier == identifier }) else {
            let known = segueTemplates.compactMap(\.identifier)
            throw SegueError("\(type(of: self)) has no segue with identifier \"\(identifier)\" (its segues: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        return try perform(template, sender: sender)
    }

    /// Runs a segue template: destination, prepare, transition.
    package func perform(_ template: SegueTemplate, sender: Any?) throws -> StoryboardSegue {
        if template.kind == .unwind {
            throw SegueError("unwind segue \"\(template.identifier ?? "")\" from \(type(of: self)) is not performed (unwinding is not supported)")
        }
        let destination: ViewController
        do { destination = try template.makeDestination() } catch {
            throw SegueError("segue \"\(template.identifier ?? "")\" from \(type(of: self)): \(error)")
        }
        let segue = (template.segueClass ?? StoryboardSegue.self).init(identifier: template.identifier, source: self,
                                                                      destination: destination)
        prepare(for: segue, sender: sender)
        switch template.kind {
        case .show, .showDetail, .push, .replace:
            if let nav = navigationController { nav.pushViewController(destination, animated: false) }
            else { present(destination, animated: false) }
        case .present(let style):
            if let style { destination.modalPresentationStyle = style }
            present(destination, animated: false)
        case .popover:
            destination.modalPresentationStyle = .popover
            present(destination, animated: false)
        case .custom:
            segue.perform()
        case .unwind:
            break
        }
        return segue
    }
}
