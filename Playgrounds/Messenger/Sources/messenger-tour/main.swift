import MessengerApp

// Plays a user through the Messenger sample app, printing each action and the navigation stack
// after each change. See Playgrounds/README.md.
await MessengerTour().run()
