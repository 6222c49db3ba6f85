import Navigator

/// The payload of a destination in words, for the console: `Grace` for `.chat(.grace)`,
/// `ada@example.com` for `.signUp(prefilledEmail: "ada@example.com")`, `nil` for `.forgotPassword`
/// or `.signUp(prefilledEmail: nil)`.
///
/// It reads the enum case's associated values by reflection, so no destination has to describe
/// itself for the console.
enum DestinationPayload {
  static func text(of destination: some Destination) -> String? {
    let mirror = Mirror(reflecting: destination)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
      return nil
    }
    let payloadMirror = Mirror(reflecting: payload)
    let values =
      payloadMirror.displayStyle == .tuple ? payloadMirror.children.map(\.value) : [payload]
    let texts = values.compactMap(text(ofValue:))
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }

  private static func text(ofValue value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return "\(value)" }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return text(ofValue: wrapped)
  }
}
