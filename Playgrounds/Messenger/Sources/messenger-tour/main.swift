import MessengerApp

// Plays a user through the Messenger sample app, printing each action and the navigation state
// after each change. See Playgrounds/README.md. With `--map-dot`, prints the sample's screen graph
// in Graphviz's DOT language instead (scripts/render-map draws it).
if CommandLine.arguments.contains("--map-dot") {
  print(MessengerMap.makeGraph().dot(name: "Messenger"), terminator: "")
} else {
  await MessengerTour().run()
}
