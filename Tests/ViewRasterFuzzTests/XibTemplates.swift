import Foundation

/// Small xibs built in code for the limit and entity tests.
enum XibTemplates {
    /// A document whose root view holds `body` (subviews, constraints, …) after its frame.
    static func document(_ body: String, prolog: String = "", label: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(prolog)<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    \(body)
                </view>\(label)
            </objects>
        </document>
        """
    }

    /// `depth` views nested inside each other.
    static func nested(depth: Int) -> String {
        var s = ""
        for i in 0..<depth { s += "<subviews><view contentMode=\"scaleToFill\" id=\"n\(i)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"4\" height=\"4\"/>" }
        for _ in 0..<depth { s += "</view></subviews>" }
        return document(s)
    }

    /// `count` width constraints on the root view.
    static func constraints(_ count: Int) -> String {
        let items = (0..<count).map { "<constraint firstAttribute=\"width\" constant=\"40\" id=\"c\($0)\"/>" }
        return document("<constraints>" + items.joined() + "</constraints>")
    }

    /// A storyboard of one scene per entry of `constraintsPerScene`, each a view controller whose
    /// view holds that many width constraints.
    static func storyboard(constraintsPerScene: [Int]) -> String {
        let scenes = constraintsPerScene.enumerated().map { scene, count in
            let items = (0..<count).map { "<constraint firstAttribute=\"width\" constant=\"40\" id=\"s\(scene)c\($0)\"/>" }
            return """
            <scene sceneID="scene\(scene)"><objects>
                <viewController id="vc\(scene)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="view\(scene)">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                        <constraints>\(items.joined())</constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc0">
            <scenes>\(scenes.joined())</scenes>
        </document>
        """
    }

    /// A label using a system font of `size` points.
    static func label(fontSize: String) -> String {
        document("""
        <subviews><label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" id="lbl">
            <rect key="frame" x="0.0" y="0.0" width="30" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(fontSize)"/>
        </label></subviews>
        """)
    }
}
