import SwiftSyntax

/// Finds syntax newer than Swift 6.0 that Swift 6.0's parser accepts or only half rejects. It
/// looks at tokens and declarations, so comments and the text of string literals never match.
final class NewerSyntaxFinder: SyntaxVisitor {
  private(set) var findings: [(position: AbsolutePosition, message: String)] = []

  /// Whether the last "`" token seen opened a backquoted name.
  private var isInsideBackticks = false

  init() { super.init(viewMode: .sourceAccurate) }

  private func report(_ token: TokenSyntax, _ message: String) {
    findings.append((token.positionAfterSkippingLeadingTrivia, message))
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.bindingSpecifier.text == "let",
      let weak = node.modifiers.first(where: { $0.name.text == "weak" })
    {
      report(weak.name, "`weak let` was introduced in Swift 6.2 (SE-0481); write `weak var`.")
    }
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    let previous = token.previousToken(viewMode: .sourceAccurate)
    let next = token.nextToken(viewMode: .sourceAccurate)
    switch token.tokenKind {
    case .colon:
      // Two colons with nothing between them: `Module::Name`.
      if let next, next.tokenKind == .colon, token.trailingTrivia.isEmpty,
        next.leadingTrivia.isEmpty
      {
        report(token, moduleSelector)
      }
    case .comma:
      if let next, isTrailingComma(token, before: next) {
        report(
          token,
          "A trailing comma before `\(next.text)` is not Swift 6.0 syntax; Swift 6.1 allows it "
            + "in parameter, argument, generic and other lists (SE-0439).")
      }
    case .unknown(let text) where text.contains("::"):
      report(token, moduleSelector)
    case .atSign where next?.text == "concurrent":
      report(token, "`@concurrent` was introduced in Swift 6.2 (SE-0461).")
    case _ where token.text == "nonsending" && previous?.tokenKind == .leftParen:
      if previous?.previousToken(viewMode: .sourceAccurate)?.text == "nonisolated" {
        report(token, "`nonisolated(nonsending)` was introduced in Swift 6.2 (SE-0461).")
      }
    case _ where token.text == "isolated" && next?.text == "deinit":
      report(token, "`isolated deinit` was introduced in Swift 6.2 (SE-0371).")
    case .identifier("InlineArray"):
      report(token, "`InlineArray` was introduced in Swift 6.2 (SE-0453).")
    case .backtick:
      // Swift 6.0's lexer splits a backquoted name it cannot read into a lone "`" and more
      // tokens; report the opening backtick of each pair only.
      isInsideBackticks.toggle()
      guard isInsideBackticks else { break }
      report(
        token,
        "A raw identifier (a name in backticks with a space, a leading digit or other "
          + "characters a name cannot have) was introduced in Swift 6.2 (SE-0451).")
    default:
      break
    }
    return .visitChildren
  }

  /// Whether `comma` ends a list where Swift 6.0 allows no trailing comma: everywhere but in array
  /// and dictionary literals. The 6.0 parser of swift-syntax flags most of them but lets those of
  /// parameter lists through.
  private func isTrailingComma(_ comma: TokenSyntax, before next: TokenSyntax) -> Bool {
    switch next.tokenKind {
    case .rightParen, .rightAngle: return true
    case .rightSquare:
      return !(comma.parent?.is(ArrayElementSyntax.self) ?? false)
        && !(comma.parent?.is(DictionaryElementSyntax.self) ?? false)
    default: return false
    }
  }

  private let moduleSelector =
    "The module selector `Module::Name` was introduced in Swift 6.3 (SE-0491); Swift 6.0 to 6.2 "
    + "reject it."
}
