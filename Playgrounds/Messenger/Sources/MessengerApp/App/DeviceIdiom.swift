/// The kind of device the app runs on, given to the factories that lay screens out differently.
enum DeviceIdiom: Sendable {
  case phone
  case tablet
}
