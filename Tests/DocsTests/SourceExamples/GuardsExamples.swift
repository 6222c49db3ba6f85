// The ```swift blocks of the doc comments in Sources/Navigator/Guards.
import Foundation
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// LeaveDecision.swift: decision
extension DraftViewController: LeaveGuard {
  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    guard !draft.isEmpty else { return .allow }
    return .later { [navigator] in
      try await navigator.ask(.discardChanges) ? .allow : .stay("the draft is kept")
    }
  }
}
// LeaveDecision.swift: end

// LeaveDecision.swift: guard
final class ComposeMessageViewController: UIViewController, LeaveGuard {
  var draft = ""
  func shouldLeave(_ leaving: Leaving) -> LeaveDecision {
    draft.isEmpty ? .allow : .stay("the message is not sent")
  }
}
// LeaveDecision.swift: end

final class GuardsExamplesScreen: UIViewController {
  func entryExamples(appNavigator: AppNavigator<UIKitWindowContainer>, session: Session) {
    // EntryDecision.swift: guardEntry
    appNavigator.guardEntry(to: MessagesDestination.self) { destination in
      session.user == nil ? .redirect(.present([AnyDestination(LoginDestination.login)])) : .allow
    }
    // EntryDecision.swift: end
  }

  func denyExample() -> EntryDecision {
    // EntryDecision.swift: deny
    return .deny("the trial has ended")
    // EntryDecision.swift: end
  }

  func redirectExample() -> EntryDecision {
    // EntryDecision.swift: redirect
    return .redirect(.present([AnyDestination(LoginDestination.login)]))
    // EntryDecision.swift: end
  }

  func stayExample() -> LeaveDecision {
    // LeaveDecision.swift: stay
    return .stay("the message is being sent")
    // LeaveDecision.swift: end
  }

  func leavingExample(composeScreen: ComposeMessageViewController) {
    // LeaveDecision.swift: leaving
    let leaving = Leaving(
      destination: AnyDestination(MessagesDestination.newMessage), byGesture: true)
    let decision = composeScreen.shouldLeave(leaving)
    // LeaveDecision.swift: end
    _ = decision
  }
}

@MainActor func entryExamplesAsync(
  appNavigator: AppNavigator<UIKitWindowContainer>, session: Session
) async {
  // EntryDecision.swift: guardEntry
  appNavigator.guardEntry(to: MessagesDestination.self) { destination in
    session.user == nil ? .redirect(.present([AnyDestination(LoginDestination.login)])) : .allow
  }
  // EntryDecision.swift: end
}

@MainActor func denyExampleAsync() async -> EntryDecision {
  // EntryDecision.swift: deny
  return .deny("the trial has ended")
  // EntryDecision.swift: end
}

@MainActor func redirectExampleAsync() async -> EntryDecision {
  // EntryDecision.swift: redirect
  return .redirect(.present([AnyDestination(LoginDestination.login)]))
  // EntryDecision.swift: end
}

@MainActor func laterEntryExampleAsync(account: Account) async throws -> EntryDecision {
  // EntryDecision.swift: later
  return .later { try await account.hasSubscription() ? .allow : .deny("no subscription") }
  // EntryDecision.swift: end
}

@MainActor func stayExampleAsync() async -> LeaveDecision {
  // LeaveDecision.swift: stay
  return .stay("the message is being sent")
  // LeaveDecision.swift: end
}

@MainActor func laterLeaveExampleAsync(navigator: any Navigator<MessagesDestination>) async throws
  -> LeaveDecision
{
  // LeaveDecision.swift: later
  return .later {
    try await navigator.ask(.discardChanges) ? .allow : .stay("the user kept the draft")
  }
  // LeaveDecision.swift: end
}

@MainActor func leavingExampleAsync(composeScreen: ComposeMessageViewController) async {
  // LeaveDecision.swift: leaving
  let leaving = Leaving(
    destination: AnyDestination(MessagesDestination.newMessage), byGesture: true)
  let decision = composeScreen.shouldLeave(leaving)
  // LeaveDecision.swift: end
  _ = decision
}
