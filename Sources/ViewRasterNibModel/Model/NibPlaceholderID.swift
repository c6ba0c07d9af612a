/// The ids Interface Builder gives the two standard placeholders of every xib, and their
/// `placeholderIdentifier`s (`<placeholder placeholderIdentifier="IBFilesOwner" id="-1" …/>`).
public enum NibPlaceholderID {
    /// File's Owner's `placeholderIdentifier`.
    public static let filesOwnerIdentifier = "IBFilesOwner"
    /// First Responder's `placeholderIdentifier`.
    public static let firstResponderIdentifier = "IBFirstResponder"
    /// File's Owner (`IBFilesOwner`): the object passed as the owner when the nib is loaded.
    public static let filesOwner = "-1"
    /// First Responder (`IBFirstResponder`): the target of actions sent up the responder chain.
    public static let firstResponder = "-2"
}
