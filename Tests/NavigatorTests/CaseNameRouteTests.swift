import Navigator
import NavigatorTestSupport
import Testing

/// An area that declares no `Screen` enum: the graph names its cases by their names.
enum ShelfDestination: RoutableDestination {
  case shelf
  case book(Int)
  case reader(page: Int, of: Int)
}

@MainActor
@Suite struct CaseNameRouteTests {
  private func makeShelfApp(bookEdge: String = "book") -> AppNavigator<
    RecordingContainer<AppScreen>
  > {
    let (app, _) = makeApp()
    app.register(appFactory(ShelfDestination.self, log: ScreenLog()))
    app.routes = DestinationGraph { graph in
      graph.area(ShelfDestination.self) { shelf in
        shelf.root("shelf")
        shelf.edge("shelf", bookEdge)
        shelf.edge(bookEdge, "reader")
        shelf.make(.shelf)
        shelf.make(bookEdge) { context in
          guard case .reader(_, let book)? = context.next(as: ShelfDestination.self) else {
            return nil
          }
          return .book(book)
        }
      }
    }
    app.start(at: NavigationState(stack: [AnyDestination(ShelfDestination.shelf)]))
    return app
  }

  @Test func eachCaseIsNamedByItsNameWithoutItsPayload() {
    #expect(ShelfDestination.shelf.screen == "shelf")
    #expect(ShelfDestination.book(3).screen == "book")
    #expect(ShelfDestination.reader(page: 1, of: 3).screen == "reader")
  }

  @Test func anAreaWithoutAScreenEnumIsRoutedByItsCasesNames() {
    let app = makeShelfApp()
    let outcome = Outcome()

    app.perform(.go(to: ShelfDestination.reader(page: 4, of: 7)), completion: outcome.completion)

    #expect(outcome.failure == nil)
    assertNavigation(
      app,
      equals: NavigationState(stack: [
        AnyDestination(ShelfDestination.shelf), AnyDestination(ShelfDestination.book(7)),
        AnyDestination(ShelfDestination.reader(page: 4, of: 7)),
      ]))
  }

  @Test func aMisspeltCaseNameFailsTheRouteAndSaysHowToSpellIt() {
    let app = makeShelfApp(bookEdge: "bok")
    let outcome = Outcome()

    app.perform(.go(to: ShelfDestination.book(7)), completion: outcome.completion)

    #expect(isA(outcome.failure, .noRoute))
    #expect(outcome.failure?.description.contains("spells them as its enum does") == true)
    assertNavigation(app, equals: NavigationState(stack: [AnyDestination(ShelfDestination.shelf)]))
  }
}
