/// The area that makes the screens of one destination type for one request: a
/// ``StackNavigator``'s factory, whatever navigator of its navigation controller asked first.
// NB: used on the main actor only; an engine's `deinit` hands its requests on without it.
struct RequestArea: @unchecked Sendable {
  /// The destination type whose screens it makes.
  let type: ObjectIdentifier
  let area: any RegisteredArea
}
