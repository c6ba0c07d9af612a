import ViewRasterViews
import ViewRasterNib

/// Seed 002's timer: the File's Owner of `MyCustomTimerView.xib` (a label and Start/Stop
/// buttons). Made by a nib through `init(coder:)`, it loads its own nib and adds the nib's
/// root view as a subview. Start turns the label green and counts (mm:ss.t on the virtual
/// clock); Stop turns it red and stops. Each timer keeps its own count.
@MainActor
public final class MyCustomTimer: View {
    /// The `mm:ss.t` label (outlet `displayLabel`).
    @exclusivity(unchecked) public var displayLabel: Label!
    /// The Start button (outlet `startButton`).
    @exclusivity(unchecked) public var startButton: Button!
    /// The Stop button (outlet `stopButton`).
    @exclusivity(unchecked) public var stopButton: Button!

    @exclusivity(unchecked) private var ticker: VirtualTimer?
    @exclusivity(unchecked) private var accumulated: TimeInterval = 0
    @exclusivity(unchecked) private var startedAt: TimeInterval?

    public override class var connections: ConnectionTable {
        super.connections
            .outlet("displayLabel", \MyCustomTimer.displayLabel)
            .outlet("startButton", \MyCustomTimer.startButton)
            .outlet("stopButton", \MyCustomTimer.stopButton)
            .action("startButtonPush:") { (me: MyCustomTimer, sender) in me.startButtonPush(sender) }
            .action("stopButtonPush:") { (me: MyCustomTimer, sender) in me.stopButtonPush(sender) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let objects = GalleryNibs.load("MyCustomTimerView", owner: self)
        addSubview(objects[0] as! View)
    }

    /// The time counted so far, in seconds.
    public var elapsed: TimeInterval {
        accumulated + (startedAt.map { VirtualClock.current.now - $0 } ?? 0)
    }
    /// Whether the timer is counting (started and not stopped since).
    public var isRunning: Bool { startedAt != nil }

    /// The Start button's action: turns the label green and starts counting (no effect on the count
    /// if already running).
    public func startButtonPush(_ sender: AnyObject?) {
        displayLabel.backgroundColor = .green
        guard startedAt == nil else { return }
        startedAt = VirtualClock.current.now
        ticker = VirtualTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            self?.updateDisplay()
        }
    }

    /// The Stop button's action: turns the label red, adds the run to the count and stops (no
    /// effect on the count if not running).
    public func stopButtonPush(_ sender: AnyObject?) {
        displayLabel.backgroundColor = .red
        guard let start = startedAt else { return }
        accumulated += VirtualClock.current.now - start
        startedAt = nil
        ticker?.invalidate()
        ticker = nil
        updateDisplay()
    }

    private func updateDisplay() {
        displayLabel.text = MyCustomTimer.format(elapsed)
    }

    /// `mm:ss.t`, tenths truncated (`String(format: "%02d:%02d.%d")`'s text, built without
    /// the format parser: a running timer formats its label ten times a virtual second).
    public nonisolated static func format(_ seconds: TimeInterval) -> String {
        let tenths = Int((max(0, seconds) * 10 + 1e-6).rounded(.down))
        let minutes = tenths / 600, secs = (tenths / 10) % 60, t = tenths % 10
        return (minutes < 10 ? "0" : "") + String(minutes) + (secs < 10 ? ":0" : ":") + String(secs) + "." + String(t)
    }
}

/// The screen of six timers: the initial controller of the gallery's `Main.storyboard` (an
/// iPad scene placing six `MyCustomTimer`s with constraints, as seed 002 describes); each
/// timer, made by the storyboard through `init(coder:)`, loads `MyCustomTimerView.xib`.
@MainActor
public final class TimersViewController: ViewController {
    /// The six timers (outlet collection `timers`), in connection order.
    public var timers: [MyCustomTimer] = []

    public override class var connections: ConnectionTable {
        super.connections.outletCollection("timers", \TimersViewController.timers)
    }

    /// A new screen of timers from `Main.storyboard`.
    public static func instantiate() -> TimersViewController {
        GalleryStoryboards.initialController(of: "Main") as! TimersViewController
    }
}
