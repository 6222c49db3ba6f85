/// A screen on show: where it is in the container's layout, and the destination it was made for.
struct Shown {
  let location: StackLocation
  let index: Int
  let destination: AnyDestination
}
