import Foundation
import ViewRasterViews

/// A xib's or storyboard's bar appearances (`NibBarAppearance`) set on navigation bars, tab
/// bars and toolbars: background, hairline (`<nil key="shadowColor"/>` removes it) and the
/// titles' color and font.
@MainActor
enum NibBarAppearances {
    /// Sets `object`'s `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance` and
    /// `compactScrollEdgeAppearance` on `bar`.
    static func apply(_ object: NibObject, to bar: NavigationBar) {
        let a = object.barAppearances
        if let s = a["standardAppearance"] { bar.standardAppearance = navigation(s) }
        if let s = a["compactAppearance"] { bar.compactAppearance = navigation(s) }
        if let s = a["scrollEdgeAppearance"] { bar.scrollEdgeAppearance = navigation(s) }
        if let s = a["compactScrollEdgeAppearance"] { bar.compactScrollEdgeAppearance = navigation(s) }
    }

    /// Sets `object`'s standard and scroll-edge appearances on `bar`.
    static func apply(_ object: NibObject, to bar: TabBar) {
        let a = object.barAppearances
        if let s = a["standardAppearance"] { bar.standardAppearance = base(s, TabBarAppearance()) }
        if let s = a["scrollEdgeAppearance"] { bar.scrollEdgeAppearance = base(s, TabBarAppearance()) }
    }

    /// Sets `object`'s standard, compact and scroll-edge appearances on `bar`.
    static func apply(_ object: NibObject, to bar: Toolbar) {
        let a = object.barAppearances
        if let s = a["standardAppearance"] { bar.standardAppearance = base(s, ToolbarAppearance()) }
        if let s = a["compactAppearance"] { bar.compactAppearance = base(s, ToolbarAppearance()) }
        if let s = a["scrollEdgeAppearance"] { bar.scrollEdgeAppearance = base(s, ToolbarAppearance()) }
    }

    static func navigation(_ s: NibBarAppearance) -> NavigationBarAppearance {
        let a = base(s, NavigationBarAppearance())
        a.titleTextAttributes = BarTextAttributes(foregroundColor: s.titleColor?.viewColor, font: s.titleFont?.font)
        a.largeTitleTextAttributes = BarTextAttributes(foregroundColor: s.largeTitleColor?.viewColor, font: s.largeTitleFont?.font)
        return a
    }

    /// `a` with the background and hairline of `s`.
    static func base<A: BarAppearance>(_ s: NibBarAppearance, _ a: A) -> A {
        a.backgroundColor = s.backgroundColor?.viewColor ?? (s.nilKeys.contains("backgroundColor") ? .clear : nil)
        a.shadowColor = s.shadowColor?.viewColor ?? (s.nilKeys.contains("shadowColor") ? .clear : nil)
        return a
    }
}
