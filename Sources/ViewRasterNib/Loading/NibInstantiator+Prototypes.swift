import Foundation
import ViewRasterViews

extension NibInstantiator {
    /// A maker of fresh copies of the prototype `c` (a table's prototype cell, a collection's
    /// cell or supplementary view): each call loads `c` on its own, as a one-object nib of the
    /// same file, as a table or collection view dequeues one. A copy that cannot be loaded is
    /// reported and nil.
    func prototypeMaker<T: View>(_ c: NibObject, as type: T.Type) -> @MainActor () -> T? {
        var doc = document
        doc.objects = [c]
        let options = context.options
        let name = "\(document.file) prototype \(c.attributes["reuseIdentifier"] ?? c.id)"
        // The one-object nib is compiled on the first dequeue and reused by the next.
        var plan: NibInstantiationPlan?
        return {
            let nib = Nib(document: doc, url: nil, identity: "\(doc.file)#prototype.\(c.id)", name: name, options: options, plan: plan)
            plan = nib.plan
            do {
                return try nib.load().topLevelObjects.first as? T
            } catch {
                ViewDiagnostics.report("\(name) could not be loaded: \(error)")
                return nil
            }
        }
    }
}
