import Navigator
import Testing

/// A text of the app's own that may hold control characters, as a note's body may.
struct NoteText: LinkValue, LosslessStringConvertible, Equatable {
  let text: String
  init(_ text: String) { self.text = text }
  var description: String { text }
  static var acceptsControlCharacters: Bool { true }
}

/// A label of the app's own, which may hold a `/`.
struct NoteLabel: LinkValue, LosslessStringConvertible, Equatable {
  let name: String
  init(_ name: String) { self.name = name }
  var description: String { name }
}

enum NoteDestination: Destination, Equatable {
  case note(NoteText)
  case path(NoteText)
  case plain(String)
  case labels([NoteLabel])
}

/// The values of types of the app's own: what their types say of them is kept when the link is
/// declared and applied when it is read.
@Suite struct LinkValueTraitsTests {
  private func read(_ link: String) throws -> LinkDestinations {
    let links = try DeepLinks { links in
      links.area(NoteDestination.self) { notes in
        notes.link("notes://note/{text}") { (text: NoteText) in
          .note(text)
        } parts: {
          if case .note(let text) = $0 { text } else { nil }
        }
        notes.link("notes://path/{text...}") { (text: NoteText) in
          .path(text)
        } parts: {
          if case .path(let text) = $0 { text } else { nil }
        }
        notes.link("notes://plain/{text...}") { (text: String) in
          .plain(text)
        } parts: {
          if case .plain(let text) = $0 { text } else { nil }
        }
        notes.link("notes://labels/{labels...}") { (labels: [NoteLabel]) in
          .labels(labels)
        } parts: {
          if case .labels(let labels) = $0 { labels } else { nil }
        }
      }
    }
    return try links.destinations(for: link)
  }

  private func notes(_ destination: NoteDestination) -> [AnyDestination] {
    [AnyDestination(destination)]
  }

  @Test func aTypeThatAcceptsControlCharactersReadsThem() throws {
    #expect(try read("notes://note/a%0Ab") == notes(.note(NoteText("a\nb"))))
    #expect(try read("notes://path/a%0A/b%09c") == notes(.path(NoteText("a\n/b\tc"))))
    // A `String` does not accept them, in a rest of the path either.
    #expect(try read("notes://plain/a%20/b") == notes(.plain("a /b")))
    #expect(throws: NavigationError.self) { try read("notes://plain/a%0A/b") }
  }

  @Test func aRestOfThePathReadAsAnArrayOfTheAppsTypeKeepsAnEncodedSlash() throws {
    #expect(
      try read("notes://labels/a%2Fb/c")
        == notes(.labels([NoteLabel("a/b"), NoteLabel("c")])))
    #expect(try read("notes://labels") == notes(.labels([])))
  }
}
