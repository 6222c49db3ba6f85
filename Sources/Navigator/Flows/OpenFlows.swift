/// The flows on show, innermost last, each until its first screen leaves: the one list that
/// says which flow a value finishes and which flows a change of the screens ended.
///
/// Pure bookkeeping; the app navigator decides when to look, and calls each ended flow's
/// `end` once the list is up to date.
@MainActor
final class OpenFlows {
  /// How a flow ended.
  enum Ending {
    /// Its screens finished it with this value (a dialog: with its reply).
    case finished(any Sendable)
    /// Something else took its first screen away.
    case cancelled
  }

  struct Flow {
    let id: Int
    /// The first screen of the flow: the one its request showed on top.
    weak var anchor: AnyObject?
    let anchorID: ObjectIdentifier
    /// The type of value it returns; `nil` for a dialog, which only its reply ends.
    let valueType: FlowValueType?
    /// The dialog it shows, for a dialog.
    let dialogID: Int?
    /// The value it finishes with, once its screens asked to finish it.
    var finishing: (any Sendable)?
    /// Called once, when it ends.
    let end: @MainActor (Ending) -> Void
    /// Whether its request is still being carried out: its first screen is made but may not be
    /// on show yet, so a change of the screens does not end it.
    var isPending = false
  }

  private(set) var flows: [Flow] = []
  private var nextID = 0
  /// How many dialogs are on show or on their way; while any is, the next one waits in
  /// `waitingDialogs`.
  var dialogsAsked = 0
  /// The dialogs asked while another one is on show, oldest first.
  var waitingDialogs: [@MainActor () -> Void] = []
  /// What gets the values of flows restored from a snapshot, by the name of their type.
  var restoredFlowHandlers: [String: @MainActor ((any Sendable)?) -> Void] = [:]

  /// Whether no flow is open.
  // NB: stored apart from the list, only ever set: the engine reads it at the end of every
  // request, and the list's changes keep a check of exclusive access at run time on each
  // access to it (about 80 instructions), which a flag only ever set does not need.
  private(set) var isEmpty = true

  /// Whether a dialog is on show.
  var showsDialog: Bool { flows.contains { $0.dialogID != nil } }

  /// Adds a flow whose first screen is `anchor`.
  ///
  /// - Returns: Its identifier.
  @discardableResult
  func add(
    anchor: AnyObject, valueType: FlowValueType?, dialogID: Int? = nil, isPending: Bool = false,
    end: @escaping @MainActor (Ending) -> Void
  ) -> Int {
    nextID += 1
    flows.append(
      Flow(
        id: nextID, anchor: anchor, anchorID: ObjectIdentifier(anchor), valueType: valueType,
        dialogID: dialogID, end: end, isPending: isPending))
    isEmpty = false
    return nextID
  }

  /// Marks the flow `id` as on show: from now on, its first screen leaving ends it.
  func activate(_ id: Int) {
    guard let index = flows.firstIndex(where: { $0.id == id }) else { return }
    flows[index].isPending = false
  }

  /// The innermost flow that returns `type`, finishing or not, among those `includes` accepts.
  func innermost(
    returning type: FlowValueType, where includes: (Flow) -> Bool = { _ in true }
  ) -> Flow? {
    flows.last { $0.valueType == type && includes($0) }
  }

  /// The flow with `id`, if it has not ended.
  func flow(_ id: Int) -> Flow? {
    flows.first { $0.id == id }
  }

  /// Records the value the flow `id` finishes with, or forgets it with `nil`.
  func setFinishing(_ value: (any Sendable)?, of id: Int) {
    guard let index = flows.firstIndex(where: { $0.id == id }) else { return }
    flows[index].finishing = value
  }

  /// Records the reply of the dialog `dialogID`.
  ///
  /// - Returns: Whether the dialog was on show.
  func reply(_ reply: DialogReply, toDialog dialogID: Int) -> Bool {
    guard let index = flows.firstIndex(where: { $0.dialogID == dialogID }) else { return false }
    flows[index].finishing = reply
    return true
  }

  /// Removes the flows whose first screen is not in `onShow`, innermost first, with how each
  /// ended.
  func takeEnded(onShow: Set<ObjectIdentifier>) -> [(Flow, Ending)] {
    var ended: [(Flow, Ending)] = []
    flows.removeAll { flow in
      guard !flow.isPending, flow.anchor == nil || !onShow.contains(flow.anchorID) else {
        return false
      }
      ended.append((flow, flow.finishing.map(Ending.finished) ?? .cancelled))
      return true
    }
    isEmpty = flows.isEmpty
    return ended.reversed()
  }

  /// Removes the flow `id` with how it ended, if it has not ended yet.
  func take(_ id: Int) -> (Flow, Ending)? {
    guard let index = flows.firstIndex(where: { $0.id == id }) else { return nil }
    let flow = flows.remove(at: index)
    isEmpty = flows.isEmpty
    return (flow, flow.finishing.map(Ending.finished) ?? .cancelled)
  }

  /// Removes every flow, innermost first.
  func takeAll() -> [(Flow, Ending)] {
    defer {
      flows = []
      isEmpty = true
    }
    return flows.reversed().map { ($0, $0.finishing.map(Ending.finished) ?? .cancelled) }
  }
}

/// The flow a request starts, carried with it: what its value is and who gets it, and, once
/// the request made the flow's first screen, the flow's identifier in ``OpenFlows``.
@MainActor
final class FlowStart {
  let valueType: FlowValueType
  let end: @MainActor (OpenFlows.Ending) -> Void
  /// The flow's identifier, once kept.
  var id: Int?

  init(valueType: FlowValueType, end: @escaping @MainActor (OpenFlows.Ending) -> Void) {
    self.valueType = valueType
    self.end = end
  }
}
