// A list screen as an app writes it for UIKit: a table driven by its controller as data
// source, a registered cell class with Auto Layout content, inside a navigation controller.
// The file compiles unchanged against UIKit; on Linux `import ViewRaster` provides the names.
#if canImport(UIKit)
import UIKit
#else
import ViewRaster
#endif

/// A cell with a badge pinned to its content view's trailing margin.
final class BadgeCell: UITableViewCell {
    static let reuseIdentifier = "badge"
    let badge = UILabel()
    private(set) var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .secondaryLabel
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        badge.text = nil
    }
}

/// A table of fruit names, each row with its index as a badge.
final class ListScreenController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    var items = ["Apple", "Banana", "Cherry"]
    private(set) var cellRequests: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        view.backgroundColor = .systemBackground
        tableView.register(BadgeCell.self, forCellReuseIdentifier: BadgeCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.rowHeight = 44
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: BadgeCell.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        (cell as? BadgeCell)?.badge.text = "#\(indexPath.row + 1)"
        return cell
    }
}
