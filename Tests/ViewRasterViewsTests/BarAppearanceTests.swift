import Testing
import Foundation
@testable import ViewRasterViews
import ViewRasterTesting
import ViewRasterRendering

/// iOS 13+ bar appearances and iOS 15's scroll-edge default, and a navigation controller's
/// toolbar: frames from UIKit's metrics (20 pt status bar, 44 pt navigation bar and toolbar on
/// an iPhone 8; a 49 pt toolbar above the 34 pt home indicator on an iPhone X), colors by hand
/// (the bar grey is (248, 248, 248), the hairline black at 77/255).
@MainActor
struct BarAppearanceTests: BarLayoutSuite {
    /// A controller with a white view and, optionally, a table of `rows` 44 pt rows filling it.
    final class Screenful: WhiteRootController, TableViewDataSource {
        var rows = 0
        var table: TableView?
        override func viewDidLoad() {
            super.viewDidLoad()
            guard rows > 0 else { return }
            let t = TableView(frame: view.bounds, style: .plain)
            t.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            t.dataSource = self
            view.addSubview(t)
            table = t
        }
        func numberOfSections(in tableView: TableView) -> Int { 1 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Message \(indexPath.row + 1)"
            return cell
        }
    }

    func rgb(_ c: Canvas, _ x: Int, _ y: Int) -> [Int] { let p = c.pixel(x: x, y: y); return [Int(p.r), Int(p.g), Int(p.b)] }

    @Test func aNavigationBarAtTheScrollEdgeIsTransparentByDefault() throws {
        // Nothing scrolls under the bar: iOS 15 shows the scroll-edge look, the standard one
        // without background or hairline — the white view shows through.
        let content = Screenful()
        let nav = NavigationController(rootViewController: content)
        content.title = "Inbox"
        let stage = mount(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(nav.navigationBar.currentAppearance.backgroundColor == .clear)
        let c = try stage.render()
        #expect(rgb(c, 5, 30) == [255, 255, 255] && rgb(c, 5, 64) == [255, 255, 255])
        // The title still draws (black text in the bar's middle).
        var darkest = 255
        for y in 20..<64 { for x in 160..<215 { darkest = min(darkest, rgb(c, x, y)[0]) } }
        #expect(darkest < 80)
    }

    @Test func contentScrolledUnderTheBarShowsTheStandardAppearance() throws {
        let content = Screenful()
        content.rows = 30
        let nav = NavigationController(rootViewController: content)
        let stage = mount(nav)
        let table = try #require(content.table)
        // At rest the table sits at offset -64 (below the bars): still the scroll edge.
        #expect(table.contentOffset.y == -64)
        #expect(try stage.render().pixel(x: 5, y: 30).r == 255)
        // Scrolled by 100 pt the rows are under the bar: the grey bar and its hairline.
        table.contentOffset = CGPoint(x: 0, y: 36)
        let c = try stage.render()
        #expect(rgb(c, 5, 30) == [248, 248, 248] && rgb(c, 5, 5) == [248, 248, 248])
        // The hairline (black at 77/255) over the white row: 255 − 77 = 178.
        #expect(rgb(c, 200, 64) == [178, 178, 178])
    }

    @Test func explicitAppearancesWin() throws {
        let content = Screenful()
        let nav = NavigationController(rootViewController: content)
        let edge = NavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = Color(r8: 255, g8: 0, b8: 0)
        edge.titleTextAttributes = BarTextAttributes(foregroundColor: .white)
        nav.navigationBar.scrollEdgeAppearance = edge
        let stage = mount(nav)
        let c = try stage.render()
        // Red from the top of the status bar to the bar's bottom, then the hairline.
        #expect(rgb(c, 5, 2) == [255, 0, 0] && rgb(c, 5, 63) == [255, 0, 0])
        #expect(rgb(c, 5, 64) == [178, 178, 178])
        // A bar outside a navigation controller ignores the scroll edge: its standard look.
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.scrollEdgeAppearance = edge
        #expect(bar.currentAppearance === bar.standardAppearance)
        let transparent = NavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        #expect(transparent.backgroundColor == .clear && transparent.shadowColor == .clear)
    }

    @Test func tabBarsAtTheBottomEdgeAreTransparentUnlessGivenAScrollEdgeLook() throws {
        let first = Screenful(), second = Screenful()
        first.tabBarItem.title = "One"; second.tabBarItem.title = "Two"
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let stage = mount(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        var c = try stage.render()
        #expect(rgb(c, 2, 640) == [255, 255, 255] && rgb(c, 2, 617) == [255, 255, 255])
        let opaque = TabBarAppearance()
        opaque.configureWithDefaultBackground()
        tabs.tabBar.scrollEdgeAppearance = opaque
        c = try stage.render()
        #expect(rgb(c, 2, 640) == [248, 248, 248] && rgb(c, 2, 617) == [178, 178, 178])
    }

    @Test func aNavigationControllersToolbarShowsTheTopControllersItems() throws {
        let content = Screenful()
        let done = BarButtonItem(barButtonSystemItem: .done)
        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.backgroundColor = Color(r8: 0, g8: 200, b8: 0)
        content.toolbarItems = [BarButtonItem(customView: badge), .flexibleSpace(), done]
        let nav = NavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        nav.toolbar.scrollEdgeAppearance = ToolbarAppearance()   // the grey bar, to see it
        let stage = mount(nav)
        // 44 pt at the bottom of an iPhone 8; the content's safe area ends above it.
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(content.view.safeAreaInsets.bottom == 44)
        #expect(nav.toolbar.items?.count == 3)
        // The custom view at the 16 pt margin, centred in the 44 pt row; "Done" at the right margin.
        #expect(badge.frame == CGRect(x: 16, y: 12, width: 30, height: 20))
        let doneView = try #require(nav.toolbar.subviews.first { ($0 as? BarButtonItemView)?.isBack == false })
        #expect(doneView.frame.maxX == 359 && doneView.frame.height == 44)
        let c = try stage.render()
        #expect(rgb(c, 20, 640) == [0, 200, 0] && rgb(c, 100, 640) == [248, 248, 248])
        #expect(rgb(c, 100, 622) == [178, 178, 178])   // the hairline above the toolbar, over white

        // On an iPhone X the toolbar is 49 pt above the 34 pt home indicator.
        let tall = Screenful()
        tall.toolbarItems = [done]
        let navX = NavigationController(rootViewController: tall)
        navX.isToolbarHidden = false
        let stageX = mount(navX, on: .iPhoneX)
        stageX.within {
            #expect(navX.toolbar.frame == CGRect(x: 0, y: 812 - 83, width: 375, height: 83))
            #expect(tall.view.safeAreaInsets.bottom == 83)
        }
    }

    @Test func barAppearancesLookAsOnIOS() throws {
        // A list scrolled to its top under a navigation bar whose standard look is blue: the
        // bar is at the scroll edge, so it shows the standard look made transparent (UIKit's
        // rule when `scrollEdgeAppearance` is nil): the rows' white shows through and the
        // standard look's white title vanishes on it, as on iOS 15 (why apps set a scroll-edge
        // appearance). The toolbar has more rows under it, so it shows its grey standard look
        // with the hairline above. Looked at by eye.
        let content = Screenful()
        content.title = "Mail"
        content.rows = 30
        content.toolbarItems = [BarButtonItem(barButtonSystemItem: .refresh), .flexibleSpace(), BarButtonItem(barButtonSystemItem: .compose)]
        let nav = NavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        let standard = NavigationBarAppearance()
        standard.backgroundColor = Color(r8: 0, g8: 122, b8: 255)
        standard.titleTextAttributes = BarTextAttributes(foregroundColor: .white)
        nav.navigationBar.standardAppearance = standard
        let stage = mount(nav)
        var c = try stage.render()
        #expect(rgb(c, 5, 30) == [255, 255, 255] && rgb(c, 5, 640) == [248, 248, 248])
        assertSnapshot(of: c, as: .image, named: "bar-appearances-edge")
        // Scrolled by 20 pt (from its rest at −64): the rows are under the bar, which turns blue.
        try #require(content.table).contentOffset = CGPoint(x: 0, y: -44)
        c = try stage.render()
        #expect(rgb(c, 5, 30) == [0, 122, 255])
        assertSnapshot(of: c, as: .image, named: "bar-appearances")
    }
}
