extension NavigationOperation {
  /// Why a navigation controller with `screens` on its stack and `presentedScreen` over it cannot
  /// apply this operation, or `nil` when it fits.
  ///
  /// The rule the UIKit adapter and `NavigatorTestSupport`'s `RecordingNavigationController`
  /// share, so that a test refuses what UIKit refuses (UIKit raises an exception for most of
  /// these). An operation is refused when:
  ///
  /// - ``push(_:)``: the screen is already on the stack or presented;
  /// - ``pop``: the stack holds no screen above its root;
  /// - ``popToRoot``: the stack is empty;
  /// - ``popTo(_:)``: the screen is not on the stack;
  /// - ``setStack(_:)``: the stack would be empty, hold a screen twice, or hold the presented
  ///   screen;
  /// - ``present(_:withNavigationBar:)``: a screen is presented already, or the screen is on the
  ///   stack;
  /// - ``dismiss``: no screen is presented.
  ///
  /// A navigation controller of your own can ask it first:
  ///
  /// ```swift
  /// if let reason = operation.refusal(onStack: screens, presenting: presentedScreen) {
  ///   return completion(.refused(reason: reason))
  /// }
  /// ```
  public func refusal(onStack screens: [Screen], presenting presentedScreen: Screen?) -> String? {
    // NB: a plain loop over the array's buffer; `contains(where:)` runs unspecialized here, at
    // hundreds of instructions a screen.
    func isOnStack(_ screen: Screen) -> Bool {
      screens.withUnsafeBufferPointer { shown in
        for index in shown.indices where shown[index] === screen { return true }
        return false
      }
    }
    switch self {
    case .push(let screen):
      guard screen !== presentedScreen, !isOnStack(screen) else {
        return "the screen pushed is already shown, and a screen is shown once"
      }
    case .pop:
      guard screens.count > 1 else { return "the stack holds no screen above its root" }
    case .popToRoot:
      guard !screens.isEmpty else { return "the stack is empty" }
    case .popTo(let screen):
      guard isOnStack(screen) else { return "the screen to pop to is not on the stack" }
    case .setStack(let stack):
      guard !stack.isEmpty else { return "the stack would be empty" }
      var seen: Set<ObjectIdentifier> = []
      for (index, screen) in stack.enumerated() {
        guard seen.insert(ObjectIdentifier(screen)).inserted else {
          return "the screen at index \(index) is already in the stack below it"
        }
        guard screen !== presentedScreen else {
          return "the screen at index \(index) is presented over the stack"
        }
      }
    case .present(let screen, _):
      guard presentedScreen == nil else { return "it already presents a screen" }
      guard !isOnStack(screen) else { return "the screen presented is on the stack" }
    case .dismiss:
      guard presentedScreen != nil else { return "it presents no screen" }
    }
    return nil
  }
}
