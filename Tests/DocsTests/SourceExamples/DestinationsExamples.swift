// The ```swift blocks of the doc comments in Sources/Navigator/Destinations.
import Navigator

#if canImport(UIKit)
  import UIKit
#endif

// Destination.swift: destination
enum OnboardingDestination: Destination {
  case forgotPassword
  case signUp(prefilledEmail: String?)
  case welcome(User)

  var presentation: Presentation {
    switch self {
    case .forgotPassword: .modalWithNavigationBar
    case .signUp: .push
    case .welcome: .replaceStack
    }
  }
}
// Destination.swift: end

// Destination.swift: presentation
enum InboxDestination: Destination {
  case inbox, newMessage

  var presentation: Presentation { self == .newMessage ? .modalWithNavigationBar : .push }
}
// Destination.swift: end

// Destination.swift: exit
enum SignInDestination: Destination {
  case login
  case forgotPassword

  enum Exit: Equatable, Sendable {
    case loggedIn(User)
  }
}
// Destination.swift: end

// Destination.swift: protocolName
struct History<Destination: DestinationProtocol> {
  var visited: [Destination] = []
}
// Destination.swift: end

// Destination.swift: profile
enum ProfileDestination: Destination { case profile(User) }  // pushed
// Destination.swift: end

// Presentation.swift: presentations
enum ConversationDestination: Destination {
  case chat(User)
  case newMessage

  var presentation: Presentation {
    switch self {
    case .chat: .popToExistingOrPush
    case .newMessage: .modalWithNavigationBar
    }
  }
}
// Presentation.swift: end

final class DestinationsExamplesScreen: UIViewController {
  func anyDestinationExamples(navigator: any Navigator<MessagesDestination>) {
    // AnyDestination.swift: shown
    let shown = AnyDestination(MessagesDestination.chat(.ada))
    let chat = shown.as(MessagesDestination.self)  // .chat(.ada)
    print(shown)  // MessagesDestination.chat
    // AnyDestination.swift: end
    _ = chat
  }

  func erasedExamples(navigator: any Navigator<MessagesDestination>, shown: AnyDestination) {
    // AnyDestination.swift: init
    let erased = AnyDestination(LoginDestination.forgotPassword)
    // AnyDestination.swift: end
    // AnyDestination.swift: presentation
    let chat = AnyDestination(MessagesDestination.chat(.ada))
    let presentation = chat.presentation  // .popToExistingOrPush
    // AnyDestination.swift: end
    // AnyDestination.swift: debugDescription
    let described = String(reflecting: AnyDestination(MessagesDestination.chat(.ada)))
    // MessagesDestination.chat(User(name: "Ada"))
    // AnyDestination.swift: end
    // AnyDestination.swift: as
    if let asked = shown.as(MessagesDestination.self) { navigator.navigate(to: asked) }
    // AnyDestination.swift: end
    // AnyDestination.swift: caseName
    let name = AnyDestination(MessagesDestination.chat(.ada)).caseName
    // "MessagesDestination.chat"
    // AnyDestination.swift: end
    _ = (erased, presentation, described, name)
  }

  func dialogExamples(
    navigator: AppNavigator<UIKitWindowContainer>, content: DialogContent, user: User,
    answer: (DialogReply) -> Void
  ) {
    // DialogContent.swift: state
    print(navigator.state)  // modal 0: Dialog.deleteChat
    // DialogContent.swift: end
    // DialogContent.swift: cancel
    let cancel = content.cancelIndex.map { content.actions[$0].title }
    // DialogContent.swift: end
    // DialogContent.swift: field
    let field = DialogTextField(placeholder: "Name", text: user.name)
    // DialogContent.swift: end
    // DialogContent.swift: reply
    answer(DialogReply(actionIndex: 1, texts: []))
    // DialogContent.swift: end
    _ = (cancel, field)
  }
}

@MainActor func anyDestinationExamplesAsync(navigator: any Navigator<MessagesDestination>) async {
  // AnyDestination.swift: shown
  let shown = AnyDestination(MessagesDestination.chat(.ada))
  let chat = shown.as(MessagesDestination.self)  // .chat(.ada)
  print(shown)  // MessagesDestination.chat
  // AnyDestination.swift: end
  _ = chat
}

@MainActor func erasedExamplesAsync(
  navigator: any Navigator<MessagesDestination>, shown: AnyDestination
) async {
  // AnyDestination.swift: init
  let erased = AnyDestination(LoginDestination.forgotPassword)
  // AnyDestination.swift: end
  // AnyDestination.swift: presentation
  let chat = AnyDestination(MessagesDestination.chat(.ada))
  let presentation = chat.presentation  // .popToExistingOrPush
  // AnyDestination.swift: end
  // AnyDestination.swift: debugDescription
  let described = String(reflecting: AnyDestination(MessagesDestination.chat(.ada)))
  // MessagesDestination.chat(User(name: "Ada"))
  // AnyDestination.swift: end
  // AnyDestination.swift: as
  if let asked = shown.as(MessagesDestination.self) { navigator.navigate(to: asked) }
  // AnyDestination.swift: end
  // AnyDestination.swift: caseName
  let name = AnyDestination(MessagesDestination.chat(.ada)).caseName
  // "MessagesDestination.chat"
  // AnyDestination.swift: end
  _ = (erased, presentation, described, name)
}

@MainActor func dialogExamplesAsync(
  navigator: AppNavigator<UIKitWindowContainer>, content: DialogContent, user: User,
  answer: (DialogReply) -> Void
) async {
  // DialogContent.swift: state
  print(navigator.state)  // modal 0: Dialog.deleteChat
  // DialogContent.swift: end
  // DialogContent.swift: cancel
  let cancel = content.cancelIndex.map { content.actions[$0].title }
  // DialogContent.swift: end
  // DialogContent.swift: field
  let field = DialogTextField(placeholder: "Name", text: user.name)
  // DialogContent.swift: end
  // DialogContent.swift: reply
  answer(DialogReply(actionIndex: 1, texts: []))
  // DialogContent.swift: end
  _ = (cancel, field)
}
