import Testing
@testable import ViewRasterViews

/// A controller that writes down each appearance call with its name.
@MainActor
final class AppearanceLog {
    var lines: [String] = []
}

/// A controller whose appearance calls go into a shared log as "name: call".
@MainActor
final class LoggingController: ViewController {
    let name: String
    let log: AppearanceLog
    init(_ name: String, _ log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not from a nib") }
    override func viewDidLoad() { super.viewDidLoad(); log.lines.append("\(name): viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name): viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name): viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name): viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name): viewDidDisappear") }
}

/// UIKit's appearance cycle: a controller's view coming on screen calls `viewWillAppear` then
/// `viewDidAppear` once (after `viewDidLoad`), going off calls `viewWillDisappear` then
/// `viewDidDisappear`; containers pass them to the child they show.
@MainActor
@Suite struct AppearanceTests {
    @Test func aShownWindowsRootAppearsAndTheReplacedOneDisappears() {
        let stage = Stage(.device(.iPhone8)), log = AppearanceLog()
        stage.within {
            let a = LoggingController("a", log), b = LoggingController("b", log)
            stage.screen.window.rootViewController = a
            #expect(log.lines == ["a: viewDidLoad", "a: viewWillAppear", "a: viewDidAppear"])
            log.lines = []
            stage.screen.window.rootViewController = b
            #expect(log.lines == ["b: viewDidLoad", "a: viewWillDisappear", "b: viewWillAppear",
                                  "a: viewDidDisappear", "b: viewDidAppear"])
            log.lines = []
            // Setting the same root again changes nothing.
            stage.screen.window.rootViewController = b
            #expect(log.lines.isEmpty)
        }
    }

    @Test func aWindowOfNoScreenShowsItsRootWhenMadeVisible() {
        let log = AppearanceLog(), a = LoggingController("a", log)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = a
        #expect(log.lines == ["a: viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.lines == ["a: viewDidLoad", "a: viewWillAppear", "a: viewDidAppear"])
        window.makeKeyAndVisible()
        #expect(log.lines.count == 3)
    }

    @Test func aNavigationControllerPassesItToItsTopAndSwapsOnPushAndPop() {
        let stage = Stage(.device(.iPhone8)), log = AppearanceLog()
        stage.within {
            let first = LoggingController("first", log), second = LoggingController("second", log)
            let nav = NavigationController(rootViewController: first)
            stage.screen.window.rootViewController = nav
            #expect(log.lines == ["first: viewDidLoad", "first: viewWillAppear", "first: viewDidAppear"])
            log.lines = []
            nav.pushViewController(second, animated: true)
            #expect(log.lines == ["second: viewDidLoad", "first: viewWillDisappear", "second: viewWillAppear",
                                  "first: viewDidDisappear", "second: viewDidAppear"])
            log.lines = []
            _ = nav.popViewController(animated: true)
            #expect(log.lines == ["second: viewWillDisappear", "first: viewWillAppear",
                                  "second: viewDidDisappear", "first: viewDidAppear"])
        }
    }

    @Test func aControllerNotShownAppearsOnlyWhenItsContainerDoes() {
        let log = AppearanceLog()
        let first = LoggingController("first", log), second = LoggingController("second", log)
        let nav = NavigationController(rootViewController: first)
        _ = nav.view
        nav.pushViewController(second, animated: false)
        #expect(!log.lines.contains { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") })
    }

    @Test func aTabBarControllerShowsTheSelectedTabOnly() {
        let stage = Stage(.device(.iPhone8)), log = AppearanceLog()
        stage.within {
            let one = LoggingController("one", log), two = LoggingController("two", log)
            let tabs = TabBarController()
            tabs.viewControllers = [one, two]
            stage.screen.window.rootViewController = tabs
            #expect(log.lines == ["one: viewDidLoad", "one: viewWillAppear", "one: viewDidAppear"])
            log.lines = []
            tabs.selectedIndex = 1
            #expect(log.lines == ["two: viewDidLoad", "one: viewWillDisappear", "two: viewWillAppear",
                                  "one: viewDidDisappear", "two: viewDidAppear"])
        }
    }

    @Test func aFullScreenPresentationCoversThePresenterAndASheetDoesNot() {
        let stage = Stage(.device(.iPhone8)), log = AppearanceLog()
        stage.within {
            let root = LoggingController("root", log)
            stage.screen.window.rootViewController = root
            log.lines = []
            let sheet = LoggingController("sheet", log)
            root.present(sheet, animated: true)
            #expect(log.lines == ["sheet: viewDidLoad", "sheet: viewWillAppear", "sheet: viewDidAppear"])
            log.lines = []
            root.dismiss(animated: true)
            #expect(log.lines == ["sheet: viewWillDisappear", "sheet: viewDidDisappear"])
            log.lines = []
            let cover = LoggingController("cover", log)
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: false)
            #expect(log.lines == ["cover: viewDidLoad", "root: viewWillDisappear", "cover: viewWillAppear",
                                  "root: viewDidDisappear", "cover: viewDidAppear"])
            log.lines = []
            root.dismiss(animated: false)
            #expect(log.lines == ["cover: viewWillDisappear", "root: viewWillAppear",
                                  "cover: viewDidDisappear", "root: viewDidAppear"])
        }
    }

    @Test func aChildAddedToAShownParentAppearsWithItsParentNextTime() {
        let stage = Stage(.device(.iPhone8)), log = AppearanceLog()
        stage.within {
            let parent = LoggingController("parent", log), child = LoggingController("child", log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            stage.screen.window.rootViewController = parent
            #expect(log.lines == ["parent: viewDidLoad", "child: viewDidLoad", "parent: viewWillAppear",
                                  "child: viewWillAppear", "parent: viewDidAppear", "child: viewDidAppear"])
            log.lines = []
            stage.screen.window.rootViewController = nil
            #expect(log.lines == ["parent: viewWillDisappear", "child: viewWillDisappear",
                                  "parent: viewDidDisappear", "child: viewDidDisappear"])
        }
    }
}
