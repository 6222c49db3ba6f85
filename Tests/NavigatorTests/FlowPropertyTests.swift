import Foundation
import Navigator
import NavigatorTestSupport
import Testing

/// The flows' and dialogs' promise, checked on random sequences against a plain model: every flow
/// started and every dialog asked answers exactly once, whatever ends it, with the value its
/// screens finished it with, the action tapped, or its cancellation.
///
/// Each sequence starts flows (sheets, pushes, nested ones) from the app navigator and from an
/// area's navigator, asks dialogs (one waits while another shows), finishes flows with values of
/// each type, answers dialogs, and tears them down every other way: the user's swipe down, back
/// swipe and tab tap, dismissals, back, resets, log out, tab switches, a restore of a snapshot,
/// and at the end the app navigator going away.
@MainActor
@Suite("Flows and dialogs on random sequences", .serialized)
struct FlowPropertyTests {
  /// 300 sequences by default; `NAVIGATOR_FLOW_SEQUENCES` sets the count.
  static let sequenceCount = ModelBasedTests.environment("NAVIGATOR_FLOW_SEQUENCES") ?? 300

  /// What the model expects of one flow or dialog.
  final class Expected {
    let label: String
    /// Its first screen, once shown; `nil` while it waits or after it failed to show.
    weak var anchor: AppScreen?
    var hasAnchor = false
    var isDialog: Bool
    let type: String
    /// What it finishes with, once its screens (or the user's tap) asked.
    var finishing: String?
    /// What it answered, as text: a value, `cancelled`, or `failed <kind>`.
    var answers: [String] = []
    var isOver = false
    /// What it answers when something else ends it.
    let cancelled: String
    /// Whether it was restored from a snapshot, so that its value goes to the app's handler.
    var isRestored = false

    init(label: String, isDialog: Bool, type: String, cancelled: String) {
      self.label = label
      self.isDialog = isDialog
      self.type = type
      self.cancelled = cancelled
    }
  }

  @Test("Every flow and dialog answers exactly once")
  func everyFlowAndDialogAnswersOnce() async throws {
    let started = ContinuousClock.now
    var counts = (flows: 0, dialogs: 0, finished: 0, cancelled: 0, restored: 0)
    for seed in 0..<Self.sequenceCount {
      let run = try await run(seed: seed)
      counts.flows += run.filter { !$0.isDialog }.count
      counts.dialogs += run.filter(\.isDialog).count
      counts.finished += run.filter { $0.finishing != nil }.count
      counts.cancelled += run.filter { $0.finishing == nil }.count
      counts.restored += run.filter(\.isRestored).count
    }
    let elapsed = ContinuousClock.now - started
    print(
      "flow property: \(Self.sequenceCount) sequences, \(counts.flows) flows, "
        + "\(counts.dialogs) dialogs (\(counts.finished) finished or answered, "
        + "\(counts.cancelled) cancelled or failed; \(counts.restored) restored flows) in "
        + "\(elapsed)")
  }

  private func run(seed: UInt64) async throws -> [Expected] {
    var random = SplitMix64(seed: seed &* 6151 &+ 3)
    var app: AppNavigator<RecordingContainer<AppScreen>>? = makeFlowApp().0
    let container = app!.container
    let area = app!.navigator(for: ChatsDestination.self)!
    var all: [Expected] = []
    var waitingDialogs: [Expected] = []
    var snapshot: (data: Data, flows: [(StackLocation, Int, String)])?
    /// What the handlers of restored flows got, `Type:value`, since the last check.
    var restoredCalls: [String] = []
    app!.handleRestoredFlows(returning: String.self) {
      restoredCalls.append("String:\($0 ?? "cancelled")")
    }
    app!.handleRestoredFlows(returning: Int.self) {
      restoredCalls.append("Int:\($0.map(String.init) ?? "cancelled")")
    }

    func start(_ destination: ChatsDestination, type: String, fromArea: Bool) {
      let expected = Expected(
        label: "\(destination) as \(type)", isDialog: false, type: type, cancelled: "cancelled")
      all.append(expected)
      func record<Value>(_ result: Result<Value?, NavigationError>) {
        switch result {
        case .success(let value?): expected.answers.append("\(value)")
        case .success(nil): expected.answers.append("cancelled")
        case .failure(let error): expected.answers.append("failed \(error.kindName)")
        }
      }
      switch (type, fromArea) {
      case ("String", false): app!.result(of: destination, as: String.self) { record($0) }
      case ("String", true): area.result(of: destination, as: String.self) { record($0) }
      case ("Int", false): app!.result(of: destination, as: Int.self) { record($0) }
      default: area.result(of: destination, as: Int.self) { record($0) }
      }
      if expected.answers.isEmpty {
        expected.anchor = topScreen(container.layout)
        expected.hasAnchor = true
      } else {
        expected.isOver = true
        #expect(expected.answers[0].hasPrefix("failed"), "seed \(seed): \(expected.label)")
      }
    }

    func ask() {
      let isDelete = Bool.random(using: &random)
      let expected = Expected(
        label: isDelete ? "deleteChat" : "renameGroup", isDialog: true,
        type: isDelete ? "DeleteAnswer" : "RenameAnswer",
        cancelled: isDelete ? "keep" : "cancel")
      all.append(expected)
      let record: @MainActor (String) -> Void = { expected.answers.append($0) }
      if isDelete {
        app!.ask(deleteChat) { record((try? $0.get()).map { "\($0)" } ?? "failed") }
      } else {
        area.ask(renameGroup) { result in
          switch result {
          case .success(.rename(let name)): record("rename \(name)")
          case .success(.cancel): record("cancel")
          case .failure: record("failed")
          }
        }
      }
      if expected.answers.isEmpty {
        waitingDialogs.append(expected)
      } else {
        expected.isOver = true
      }
    }

    /// The model's innermost open flow returning `type`.
    func innermost(_ type: String) -> Expected? {
      all.last { !$0.isDialog && $0.type == type && $0.hasAnchor && !$0.isOver }
    }

    func finish(type: String, value: String, fromArea: Bool) {
      let target = innermost(type)
      var result: Result<Void, NavigationError>?
      let done: @MainActor (Result<Void, NavigationError>) -> Void = { result = $0 }
      switch (type, fromArea) {
      case ("String", false): app!.finishFlow(returning: value, completion: done)
      case ("String", true): area.finishFlow(returning: value, completion: done)
      case ("Int", false): app!.finishFlow(returning: Int(value)!, completion: done)
      default: area.finishFlow(returning: Int(value)!, completion: done)
      }
      guard let target else {
        #expect(isA(result?.failureValue, .flowNotFound), "seed \(seed): finish \(type)")
        return
      }
      if target.finishing == nil {
        target.finishing = value
        #expect(result?.failureValue == nil, "seed \(seed): finish \(target.label)")
      }
    }

    func answerDialog() throws {
      guard let dialog = all.first(where: { $0.isDialog && $0.hasAnchor && !$0.isOver }),
        container.dialog != nil
      else { return }
      let tapsCancel = Bool.random(using: &random)
      switch (dialog.type, tapsCancel) {
      case ("DeleteAnswer", false):
        try container.answerDialog("Delete")
        dialog.finishing = "delete"
      case ("DeleteAnswer", true):
        try container.answerDialog("Keep")
        dialog.finishing = "keep"
      case (_, false):
        try container.answerDialog("Rename", texts: ["Climbers"])
        dialog.finishing = "rename Climbers"
      default:
        try container.answerDialog("Cancel")
        dialog.finishing = "cancel"
      }
    }

    /// Checks every flow and dialog against the model, and ends those whose first screen left.
    func check(_ step: String) {
      let onShow = Set(container.layout.elements.map(ObjectIdentifier.init))
      for expected in all where expected.hasAnchor && !expected.isOver {
        let isOnShow = expected.anchor.map { onShow.contains(ObjectIdentifier($0)) } ?? false
        if isOnShow {
          #expect(
            expected.answers.isEmpty, "seed \(seed) \(step): \(expected.label) answered early")
        } else if expected.isRestored {
          expected.isOver = true
        } else {
          expected.isOver = true
          let wanted = expected.finishing ?? expected.cancelled
          #expect(
            expected.answers == [wanted],
            "seed \(seed) \(step): \(expected.label) answered \(expected.answers), not \(wanted)")
        }
      }
      // NB: a restored flow's value goes to the handler of its type, in no particular order.
      let endedRestored = all.filter { $0.isRestored && $0.isOver && $0.answers.isEmpty }
      for expected in endedRestored { expected.answers = ["restored"] }
      let wanted = endedRestored.map { "\($0.type):\($0.finishing ?? "cancelled")" }
      #expect(
        restoredCalls.sorted() == wanted.sorted(),
        "seed \(seed) \(step): restored flows' handlers got \(restoredCalls), not \(wanted)")
      restoredCalls = []
      // NB: the dialog waiting longest shows once the one on show is gone.
      if let screen = topScreen(container.layout), container.dialog != nil,
        !all.contains(where: { $0.anchor === screen }), !waitingDialogs.isEmpty
      {
        let shown = waitingDialogs.removeFirst()
        shown.anchor = screen
        shown.hasAnchor = true
      }
    }

    /// Where the model's open flows start, as a snapshot keeps them: not those at or above a
    /// dialog, which a snapshot leaves out.
    func savedFlows() -> [(StackLocation, Int, String)] {
      let layout = container.layout
      let firstDialog =
        all.compactMap { expected -> Int? in
          guard expected.isDialog, expected.hasAnchor, !expected.isOver,
            let anchor = expected.anchor
          else { return nil }
          return layout.modals.firstIndex { $0.stack.first === anchor }
        }.min() ?? layout.modals.count
      var saved: [(StackLocation, Int, String)] = []
      for expected in all where !expected.isDialog && expected.hasAnchor && !expected.isOver {
        guard let anchor = expected.anchor, let place = place(of: anchor, in: layout) else {
          continue
        }
        if case .modal(let level) = place.0, level >= firstDialog { continue }
        saved.append((place.0, place.1, expected.type))
      }
      return saved
    }

    /// Opens, in the model, the flows a restore opens again: those whose first screen is not
    /// already the first screen of an open flow.
    func restoreFlows(_ saved: [(StackLocation, Int, String)]) {
      for (location, index, type) in saved {
        guard let stack = container.layout.stack(at: location), stack.indices.contains(index)
        else { continue }
        let screen = stack[index]
        guard !all.contains(where: { !$0.isOver && $0.hasAnchor && $0.anchor === screen }) else {
          continue
        }
        let restored = Expected(
          label: "restored \(type) flow", isDialog: false, type: type, cancelled: "cancelled")
        restored.isRestored = true
        restored.anchor = screen
        restored.hasAnchor = true
        all.append(restored)
      }
    }

    app!.start(at: tabs())
    for index in 0..<12 {
      let action = Int.random(in: 0..<19, using: &random)
      let fromArea = Bool.random(using: &random)
      switch action {
      case 0, 1: start(.compose, type: "String", fromArea: fromArea)
      case 2: start(.audience, type: "Int", fromArea: fromArea)
      case 3: start(.photo, type: "Int", fromArea: fromArea)
      case 4: start(.profile("ada"), type: "String", fromArea: fromArea)
      case 5, 6: ask()
      case 7: finish(type: "String", value: "s\(index)", fromArea: fromArea)
      case 8: finish(type: "Int", value: "\(index)", fromArea: fromArea)
      case 9: try answerDialog()
      case 10: container.simulateUserSwipeDown()
      case 11: container.simulateUserPop()
      case 12: container.simulateUserSelectTab(Int.random(in: 0..<2, using: &random))
      case 13:
        let change: NavigationChange = [.dismissTop, .back, .dismissAll].randomElement(
          using: &random)!
        app!.perform(change, completion: nil)
      case 14: app!.perform(NavigationChange.reset(to: tabs()).unstoppable, completion: nil)
      case 15:
        app!.perform(.selectTab("settings", stack: settings(.root, .account)), completion: nil)
      case 16: app!.navigate(to: ChatsDestination.chat("ada"))
      case 17:
        if let data = try? app!.snapshot() { snapshot = (data, savedFlows()) }
      default:
        guard let snapshot else { break }
        app!.restore(from: snapshot.data, orStartAt: tabs())
        restoreFlows(snapshot.flows)
      }
      check("step \(index) (action \(action))")
    }
    // The app navigator goes away: every flow and dialog still open is cancelled.
    weak var released: AppNavigator<RecordingContainer<AppScreen>>?
    released = app
    app = nil
    #expect(released == nil, "seed \(seed): the app navigator leaked")
    for _ in 0..<10 { await Task.yield() }
    // NB: a restored flow's handler belongs to the app navigator, gone with it.
    for expected in all where expected.isRestored && !expected.isOver {
      expected.isOver = true
      expected.answers = ["restored"]
    }
    for expected in all where !expected.isOver {
      let wanted = expected.hasAnchor ? (expected.finishing ?? expected.cancelled) : "failed"
      #expect(
        expected.answers == [wanted],
        "seed \(seed) at the end: \(expected.label) answered \(expected.answers), not \(wanted)")
    }
    for expected in all {
      #expect(expected.answers.count == 1, "seed \(seed): \(expected.label) \(expected.answers)")
    }
    return all
  }
}

extension Result where Failure == NavigationError {
  var failureValue: NavigationError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

extension NavigationError {
  /// The error's kind, as its pattern is named: `flowNotFound`.
  var kindName: String {
    let kinds: [(NavigationError, String)] = [
      (.blockedByModal, "blockedByModal"), (.flowNotFound, "flowNotFound"),
      (.appNavigatorReleased, "appNavigatorReleased"), (.invalidState, "invalidState"),
    ]
    return kinds.first { $0.0 ~= self }?.1 ?? "other"
  }
}

/// The screen the user sees: the last of the top modal, or of the root's stack.
func topScreen<Screen>(_ layout: NavigationTree<Screen>) -> Screen? {
  layout.modals.last?.stack.last ?? layout.rootStack.last
}

/// Where `screen` is in `layout`: its stack's location and index.
func place<Screen: AnyObject>(
  of screen: Screen, in layout: NavigationTree<Screen>
) -> (StackLocation, Int)? {
  for (level, modal) in layout.modals.enumerated() {
    if let index = modal.stack.firstIndex(where: { $0 === screen }) {
      return (.modal(level), index)
    }
  }
  switch layout.root {
  case .stack(let stack):
    return stack.firstIndex { $0 === screen }.map { (.root, $0) }
  case .tabs(let tabs, _):
    for (tab, content) in tabs.enumerated() {
      if let index = content.stack.firstIndex(where: { $0 === screen }) {
        return (.tab(tab), index)
      }
    }
    return nil
  }
}
