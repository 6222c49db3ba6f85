// The ```swift blocks of the doc comments in Sources/Navigator/Flows.
import Navigator
import NavigatorTestSupport
import Testing

#if canImport(UIKit)
  import UIKit
#endif

// Dialog.swift: dialog
enum DeleteAnswer: Sendable { case delete, keep }

extension Dialog where Answer == DeleteAnswer {
  static var deleteChat: Self {
    Dialog(
      "deleteChat", title: "Delete this chat?", style: .actionSheet,
      actions: [.destructive("Delete", answer: .delete), .cancel("Keep", answer: .keep)])
  }
}
// Dialog.swift: end

@MainActor func askToDelete(
  _ chat: User, from chats: Chats, navigator: any Navigator<MessagesDestination>
) async throws {
  // Dialog.swift: ask
  if try await navigator.ask(.deleteChat) == .delete { chats.remove(chat) }
  // Dialog.swift: end
}

// FlowRequest.swift: forwarding
final class CheckoutNavigator: Navigator {
  let inner: any Navigator<CheckoutDestination>

  init(inner: any Navigator<CheckoutDestination>) {
    self.inner = inner
  }

  func perform(
    _ request: NavigationRequest<CheckoutDestination>,
    completion: (@MainActor (Result<Void, NavigationError>) -> Void)?
  ) {
    inner.perform(request, completion: completion)
  }

  func performFlow(
    _ request: FlowRequest<CheckoutDestination>,
    completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
  ) {
    inner.performFlow(request, completion: completion)
  }
}
// FlowRequest.swift: end

final class FlowsScreen: UIViewController {
  func examples(
    navigator: RecordingNavigator<PeopleDestination>, request: FlowRequest<PeopleDestination>,
    completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
  ) {
    // Dialog.swift: init
    let discard = Dialog<Bool>(
      "discardChanges", title: "Discard your changes?",
      actions: [.destructive("Discard", answer: true), .cancel("Keep Editing", answer: false)])
    // Dialog.swift: end
    // Dialog.swift: action
    let archive = Dialog<Choice>.Action("Archive", answer: .archive)
    // Dialog.swift: end
    // Dialog.swift: textAction
    let rename = Dialog<Rename>.Action("Rename") { texts in .rename(to: texts[0]) }
    // Dialog.swift: end
    // Dialog.swift: cancel
    let keep = Dialog<Bool>.Action.cancel("Keep Editing", answer: false)
    // Dialog.swift: end
    // Dialog.swift: destructive
    let delete = Dialog<DeleteAnswer>.Action.destructive("Delete", answer: .delete)
    // Dialog.swift: end
    // FlowRequest.swift: startedDestination
    #expect(navigator.flowRequests.first?.startedDestination == .pickContact)
    // FlowRequest.swift: end
    // FlowRequest.swift: finishingValue
    #expect(request.finishingValue as? Contact == .ada)
    // FlowRequest.swift: end
    // FlowRequest.swift: dialog
    #expect(request.dialog?.name == "deleteChat")
    // FlowRequest.swift: end
    // FlowRequest.swift: outcome
    completion?(.success(FlowOutcome(DialogReply(actionIndex: 0))))
    // FlowRequest.swift: end
    _ = (discard, archive, rename, keep, delete)
  }
}

@MainActor func flowsExamples(
  navigator: RecordingNavigator<PeopleDestination>, request: FlowRequest<PeopleDestination>,
  completion: (@MainActor (Result<FlowOutcome, NavigationError>) -> Void)?
) async {
  // Dialog.swift: init
  let discard = Dialog<Bool>(
    "discardChanges", title: "Discard your changes?",
    actions: [.destructive("Discard", answer: true), .cancel("Keep Editing", answer: false)])
  // Dialog.swift: end
  // Dialog.swift: action
  let archive = Dialog<Choice>.Action("Archive", answer: .archive)
  // Dialog.swift: end
  // Dialog.swift: textAction
  let rename = Dialog<Rename>.Action("Rename") { texts in .rename(to: texts[0]) }
  // Dialog.swift: end
  // Dialog.swift: cancel
  let keep = Dialog<Bool>.Action.cancel("Keep Editing", answer: false)
  // Dialog.swift: end
  // Dialog.swift: destructive
  let delete = Dialog<DeleteAnswer>.Action.destructive("Delete", answer: .delete)
  // Dialog.swift: end
  // FlowRequest.swift: startedDestination
  #expect(navigator.flowRequests.first?.startedDestination == .pickContact)
  // FlowRequest.swift: end
  // FlowRequest.swift: finishingValue
  #expect(request.finishingValue as? Contact == .ada)
  // FlowRequest.swift: end
  // FlowRequest.swift: dialog
  #expect(request.dialog?.name == "deleteChat")
  // FlowRequest.swift: end
  // FlowRequest.swift: outcome
  completion?(.success(FlowOutcome(DialogReply(actionIndex: 0))))
  // FlowRequest.swift: end
  _ = (discard, archive, rename, keep, delete)
}
