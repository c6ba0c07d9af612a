import ViewRasterViews

/// The built-in scenes: the four seed scenarios and the spinner.
public enum SceneCatalog {
    /// Every built-in scene, in the order `viewraster scenes` lists them.
    public static let all: [Scene] = [loading, custom, customStoryboard, customPlain, customGeneric, timers, hud, hudWindow, spinner]

    /// The scene named `name`, nil when there is none.
    public static func named(_ name: String) -> Scene? { all.first { $0.name == name } }

    /// Seed 000: two overlapping three-second tasks.
    public static let loading = Scene(
        name: "loading",
        summary: "LoadingView: show at 0 s and 1 s, dismiss at 3 s (skipped) and 4 s; fades out by 4.5 s",
        duration: 5
    ) { screen in
        let vc = LoadingViewController()
        screen.window.rootViewController = vc
        vc.asynchronousTask()
        screen.clock.schedule(at: 1) { vc.asynchronousTask() }
    }

    /// Seed 001: the File's Owner custom view pinned to the screen, label set to "Lorem ipsum".
    public static let custom = Scene(
        name: "custom",
        summary: "CustomView: File's Owner nib, container pinned by four anchors, label \"Lorem ipsum\"",
        duration: 1
    ) { screen in
        screen.window.rootViewController = CustomViewController()
    }

    /// Seed 001 in a storyboard: CustomView in a scene, pinned by four constraints.
    public static let customStoryboard = Scene(
        name: "custom-storyboard",
        summary: "CustomView in Custom.storyboard's scene, pinned by four constraints, label \"Lorem ipsum\"",
        duration: 1
    ) { screen in
        screen.window.rootViewController = CustomStoryboardViewController.instantiate()
    }

    /// The CustomView article's first path: a plain nib view given the controller view's bounds.
    public static let customPlain = Scene(
        name: "custom-plain",
        summary: "CustomView article, path 1: Nib.instantiate(withOwner: nil).first given frame = bounds",
        duration: 1
    ) { screen in
        screen.window.rootViewController = CustomPlainViewController()
    }

    /// The CustomView article's third path: `View.instantiate()` of a nib whose root is the class.
    public static let customGeneric = Scene(
        name: "custom-generic",
        summary: "CustomView article, path 3: View.instantiate() of a nib whose root is the class",
        duration: 1
    ) { screen in
        screen.window.rootViewController = CustomInstantiatedViewController()
    }

    /// Seed 002: six timers from Main.storyboard (an iPad scene); 1, 3 and 5 start at
    /// different times, 3 stops.
    public static let timers = Scene(
        name: "timers",
        summary: "MyCustomTimer x6 in Main.storyboard (iPad): start 1 at 0.5 s, 3 at 1 s, 5 at 2 s; stop 3 at 3.5 s",
        duration: 5, device: .iPad
    ) { screen in
        let vc = TimersViewController.instantiate()
        screen.window.rootViewController = vc
        @MainActor func tap(_ i: Int, _ start: Bool) {
            let t = vc.timers[i - 1]
            (start ? t.startButton : t.stopButton).sendActions(for: .touchUpInside)
        }
        screen.clock.schedule(at: 0.5) { tap(1, true) }
        screen.clock.schedule(at: 1.0) { tap(3, true) }
        screen.clock.schedule(at: 2.0) { tap(5, true) }
        screen.clock.schedule(at: 3.5) { tap(3, false) }
    }

    /// Seed 003: the HUD shown over its host controller's view.
    public static let hud = Scene(
        name: "hud",
        summary: "BActivityIndicator: full-screen HUD, spinner turning once per 1.5 s, \"Please wait\"",
        duration: 1.5
    ) { screen in
        let vc = HUDHostViewController()
        screen.window.rootViewController = vc
        vc.startActivityIndicator()
    }

    /// Seed 003 in a window: the HUD takes the orientation transform itself.
    public static let hudWindow = Scene(
        name: "hud-window",
        summary: "BActivityIndicator added to the window: rotates itself for the device orientation",
        duration: 1.5
    ) { screen in
        let vc = HUDHostViewController()
        screen.window.rootViewController = vc
        _ = try? BActivityIndicator.showHUDAddedTo(screen.window, animated: true)
    }

    /// An image turned by a linear CABasicAnimation once per 1.5 s, forever; nothing else moves.
    public static let spinner = Scene(
        name: "spinner",
        summary: "An image view turned by CABasicAnimation once per 1.5 s, linear, forever",
        duration: 1.5
    ) { screen in
        let vc = ViewController()
        screen.window.rootViewController = vc
        vc.view.backgroundColor = Color(r8: 28, g8: 28, b8: 30)
        let image = ImageView(image: GalleryImages.spinner)
        image.frame = CGRect(x: 0, y: 0, width: 74, height: 74)
        image.center = CGPoint(x: vc.view.bounds.midX, y: vc.view.bounds.midY)
        image.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        vc.view.addSubview(image)
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0.0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1.5
        spin.repeatCount = .infinity
        image.layer.add(spin, forKey: "Spin")
    }
}
