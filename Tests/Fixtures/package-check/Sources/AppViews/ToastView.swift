#if canImport(UIKit)
import UIKit
#else
import ViewRaster
#endif

/// A toast: a rounded dark box with a multi-line message, faded in over 0.5 s by `show()`.
public final class ToastView: UIView {
    public let messageLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.1, alpha: 0.9)
        layer.cornerRadius = 10
        alpha = 0
        messageLabel.numberOfLines = 0
        messageLabel.textColor = .white
        messageLabel.font = .systemFont(ofSize: 15, weight: .medium)
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            messageLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            widthAnchor.constraint(equalToConstant: 240),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public func show(_ text: String) {
        messageLabel.text = text
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut], animations: { self.alpha = 1 }, completion: nil)
    }
}

/// A list screen: a table of names.
public final class NamesController: UIViewController, UITableViewDataSource {
    public let tableView = UITableView(frame: .zero, style: .plain)
    public var names = ["Ada", "Grace", "Katherine"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Names"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        tableView.dataSource = self
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}
