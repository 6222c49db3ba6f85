// The ```swift blocks of Sources/NavigatorTestSupport/NavigatorTestSupport.docc/
// NavigatorTestSupport.md, the catalog's root page: both are shown in other documents too.

// NavigatorTestSupport: test = README: stack
// NavigatorTestSupport: screen = TestingYourNavigation: screen
