import Testing

@testable import Navigator

/// Every kind of ``NavigationError`` is listed here, and each one's sentence says what happened
/// and what the app can do, without user data.
@Suite struct NavigationErrorSentenceTests {
  /// Every public kind, in the order `NavigationError` declares them.
  static let everyKind: [NavigationError] = [
    .navigationControllerReleased, .nothingToPop, .nothingToDismiss, .alreadyPresenting,
    .blockedByModal, .screenUnavailable, .screenAlreadyShown, .transitionTimedOut,
    .transitionCancelled, .transitionRefused, .transitionAbandoned, .unexpectedCompletion,
    .areaNotRegistered, .invalidState, .snapshotUnavailable, .snapshotUnreadable,
    .appNavigatorReleased, .noRoute, .payloadUnavailable, .invalidLink, .invalidLinkPattern,
    .invalidLinkTable, .areaIdentifierTaken, .entryDenied, .leaveRefused, .redirectAbandoned,
    .guardFailed, .guardTimedOut, .flowNotFound, .flowAlreadyFinishing, .flowsUnavailable,
    .dialogUnavailable, .invalidDialog, .exitNotHandled,
  ]

  @Test func everyKindIsListed() {
    let listed = Set(Self.everyKind.map(\.kind))
    let missing = NavigationError.Kind.allCases.filter { !listed.contains($0) }
    #expect(missing.isEmpty, "add these kinds to the list and check their sentences: \(missing)")
  }

  @Test func everySentenceSaysWhatHappenedAndWhatToDo() {
    struct Secret: Destination {
      let password = "hunter2"
    }
    for error in Self.everyKind {
      for variant in [error, error.asking(for: Secret())] {
        let description = variant.description
        let sentences = description.split(separator: ". ")
        #expect(
          sentences.count >= 2, "\(description) should say what happened, then what to do")
        #expect(description.hasSuffix("."), "\(description) should end a sentence")
        #expect(!description.contains("hunter2"), "\(description) prints a payload")
      }
    }
  }
}
