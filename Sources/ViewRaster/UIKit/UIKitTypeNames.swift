// UIKit's and Core Animation's type names for ViewRaster's types, so that programmatic view
// code written for UIKit compiles unchanged on Linux behind
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ViewRaster
//     #endif
//
// Each name is a typealias: `UIView` *is* `View`, so a `UIView` subclass is a `View` subclass
// that nibs, snapshots and the CLI treat like any other. README "UIKit's spellings" lists what
// is provided and what is not.

import Foundation
import ViewRasterDisplayList
import ViewRasterText
import ViewRasterLayout
import ViewRasterViews
import ViewRasterNib

/// UIResponder.
public typealias UIResponder = Responder
/// UIView.
public typealias UIView = View
/// UILabel.
public typealias UILabel = Label
/// UIControl.
public typealias UIControl = Control
/// UIButton.
public typealias UIButton = Button
/// UIAction.
public typealias UIAction = Action
/// UIActionHandler.
public typealias UIActionHandler = Action.Handler
/// UIStackView.
public typealias UIStackView = StackView
/// UIImageView.
public typealias UIImageView = ImageView
/// UIImage.
public typealias UIImage = Image
/// UISwitch.
public typealias UISwitch = Switch
/// UISegmentedControl.
public typealias UISegmentedControl = SegmentedControl
/// UITextField.
public typealias UITextField = TextField
/// UITextView.
public typealias UITextView = TextView
/// UIScrollView.
public typealias UIScrollView = ScrollView
/// UIProgressView.
public typealias UIProgressView = ProgressView
/// UIActivityIndicatorView.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIVisualEffectView.
public typealias UIVisualEffectView = VisualEffectView
/// UIViewController.
public typealias UIViewController = ViewController
/// UIPopoverPresentationController.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UINavigationController.
public typealias UINavigationController = NavigationController
/// UITableView.
public typealias UITableView = TableView
/// UITableViewCell.
public typealias UITableViewCell = TableViewCell
/// UITableViewDataSource.
public typealias UITableViewDataSource = TableViewDataSource
/// UITableViewDelegate.
public typealias UITableViewDelegate = TableViewDelegate
/// UICollectionView.
public typealias UICollectionView = CollectionView
/// UICollectionViewCell.
public typealias UICollectionViewCell = CollectionViewCell
/// UICollectionReusableView.
public typealias UICollectionReusableView = CollectionReusableView
/// UICollectionViewLayout.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UICollectionViewFlowLayout.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UICollectionViewLayoutAttributes.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UICollectionViewDataSource.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UICollectionViewDelegate.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UICollectionViewDelegateFlowLayout.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UICollectionViewCompositionalLayout.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UICollectionViewCompositionalLayoutConfiguration.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// UICollectionLayoutSectionOrthogonalScrollingBehavior.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// NSCollectionLayoutItem.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// NSCollectionLayoutGroup.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// NSCollectionLayoutSection.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// NSCollectionLayoutSize.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// NSCollectionLayoutDimension.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// NSCollectionLayoutSpacing.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UITableViewHeaderFooterView.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIScreen.
public typealias UIScreen = Screen
/// UIWindow.
public typealias UIWindow = Window
/// UIColor.
public typealias UIColor = Color
/// CGColor: the same value as `Color` here, so `layer.borderColor = UIColor.red.cgColor` works.
public typealias CGColor = Color
/// UIFont.
public typealias UIFont = Font
/// UIEdgeInsets.
public typealias UIEdgeInsets = EdgeInsets
/// NSDirectionalEdgeInsets.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// NSDirectionalRectEdge.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIRectEdge.
public typealias UIRectEdge = RectEdge
/// UIBackgroundConfiguration (as a button configuration's `background` uses it).
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// NSTextAlignment.
public typealias NSTextAlignment = TextAlignment
/// NSLineBreakMode.
public typealias NSLineBreakMode = LineBreakMode
/// NSLayoutConstraint.
public typealias NSLayoutConstraint = LayoutConstraint
/// UILayoutPriority.
public typealias UILayoutPriority = LayoutPriority
/// UILayoutGuide.
public typealias UILayoutGuide = LayoutGuide
/// NSLayoutXAxisAnchor.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// NSLayoutYAxisAnchor.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// NSLayoutDimension.
public typealias NSLayoutDimension = LayoutDimension
/// CALayer.
public typealias CALayer = Layer
/// CABasicAnimation.
public typealias CABasicAnimation = BasicAnimation
/// CAMediaTimingFunction.
public typealias CAMediaTimingFunction = TimingFunction
/// CAMediaTimingFunctionName.
public typealias CAMediaTimingFunctionName = TimingFunction.Name
/// CAShapeLayer.
public typealias CAShapeLayer = ShapeLayer
/// CAGradientLayer.
public typealias CAGradientLayer = GradientLayer
/// CAGradientLayerType.
public typealias CAGradientLayerType = GradientLayerType
/// CACornerMask.
public typealias CACornerMask = CornerMask
/// CALayerCornerCurve.
public typealias CALayerCornerCurve = CornerCurve
/// CAShapeLayerLineCap.
public typealias CAShapeLayerLineCap = LineCap
/// CAShapeLayerLineJoin.
public typealias CAShapeLayerLineJoin = LineJoin
/// CAShapeLayerFillRule.
public typealias CAShapeLayerFillRule = FillRule
/// CGLineCap.
public typealias CGLineCap = LineCap
/// CGLineJoin.
public typealias CGLineJoin = LineJoin
/// UIBezierPath.
public typealias UIBezierPath = BezierPath
/// UIRectCorner.
public typealias UIRectCorner = RectCorner
/// CGPath (a `Path` value here: `UIBezierPath.cgPath`, `CAShapeLayer.path`, `shadowPath`).
public typealias CGPath = Path
/// CASpringAnimation.
public typealias CASpringAnimation = SpringAnimation
/// CAKeyframeAnimation.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// CAAnimationCalculationMode.
public typealias CAAnimationCalculationMode = AnimationCalculationMode
/// UIBaselineAdjustment.
public typealias UIBaselineAdjustment = BaselineAdjustment
/// NSParagraphStyle (`NSAttributedString` and `NSMutableAttributedString` are Foundation's own,
/// which Linux has; UIKit's keys, `.font`, `.foregroundColor`…, are added to its
/// `NSAttributedString.Key` by ViewRasterText).
public typealias NSParagraphStyle = ParagraphStyle
/// NSMutableParagraphStyle.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// NSUnderlineStyle.
public typealias NSUnderlineStyle = UnderlineStyle
/// UITraitCollection (`UITraitCollection(userInterfaceStyle: .dark)`, `performAsCurrent`, …).
public typealias UITraitCollection = TraitCollection
/// UIUserInterfaceStyle (`.light`, `.dark`; `overrideUserInterfaceStyle`).
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIContentSizeCategory (`.large`, `.accessibilityExtraLarge`, …; an enum here, UIKit's is a
/// struct of the same names).
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIUserInterfaceLayoutDirection (`.leftToRight`, `.rightToLeft`).
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UITraitEnvironmentLayoutDirection (a trait collection's `layoutDirection`).
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UISemanticContentAttribute (`.forceRightToLeft`, …).
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIUserInterfaceSizeClass (`.compact`, `.regular`).
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIUserInterfaceIdiom (`.phone`, `.pad`).
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIUserInterfaceLevel (`.base`, `.elevated`).
public typealias UIUserInterfaceLevel = UserInterfaceLevel
/// UIAccessibilityContrast (`.normal`, `.high`).
public typealias UIAccessibilityContrast = AccessibilityContrast
/// UIFontMetrics (`UIFontMetrics(forTextStyle: .body).scaledFont(for:)`).
public typealias UIFontMetrics = FontMetrics
