// A card as an app writes it for UIKit: labels in a stack view, a button with a closure
// action, constraints through anchors and layout margins, layer styling. The file compiles
// unchanged against UIKit; on Linux `import ViewRaster` provides the same names.
#if canImport(UIKit)
import UIKit
#else
import ViewRaster
#endif

/// A profile card: a bold name, a secondary subtitle and a Follow button, 16 pt margins.
final class ProfileCardView: UIView {
    let nameLabel = UILabel()
    let subtitleLabel = UILabel()
    let followButton = UIButton(type: .system)
    private let stack: UIStackView
    private(set) var followTaps = 0
    private(set) var lastSender: Any?

    override init(frame: CGRect) {
        stack = UIStackView(arrangedSubviews: [nameLabel, subtitleLabel])
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

        nameLabel.font = .boldSystemFont(ofSize: 17)
        nameLabel.textColor = .label
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = .secondaryLabel

        followButton.setTitle("Follow", for: .normal)
        followButton.setTitleColor(.white, for: .normal)
        followButton.backgroundColor = .systemBlue
        followButton.layer.cornerRadius = 8
        followButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        followButton.addAction(UIAction { [weak self] action in
            guard let self else { return }
            self.followTaps += 1
            self.lastSender = action.sender
            self.followButton.setTitle("Following", for: .normal)
        }, for: .touchUpInside)

        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        stack.distribution = .fill
        stack.addArrangedSubview(followButton)
        stack.setCustomSpacing(12, after: subtitleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)

        let guide = layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, subtitle: String) {
        nameLabel.text = name
        subtitleLabel.text = subtitle
    }

    /// Dims the card over 0.3 s, then records that it finished.
    func dim(completion: @escaping (Bool) -> Void) {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            self.alpha = 0.5
        }, completion: completion)
    }

    /// Pulses the button's opacity from 1 to 0 over one second, linearly.
    func pulseFollowButton() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1.0
        pulse.toValue = 0.0
        pulse.duration = 1
        pulse.timingFunction = CAMediaTimingFunction(name: .linear)
        followButton.layer.add(pulse, forKey: "pulse")
    }
}

/// A screen showing one card 20 pt inside the safe area, on the grouped background.
final class ProfileViewController: UIViewController {
    let card = ProfileCardView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.configure(name: "Ada Lovelace", subtitle: "Analytical Engine")
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        // A wish the content outweighs: labels resist compression at 750.
        let short = card.heightAnchor.constraint(equalToConstant: 10)
        short.priority = .defaultLow
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            short,
        ])
    }
}
