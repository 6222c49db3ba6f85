// The ```swift blocks of Sources/Navigator/Navigator.docc/Glossary.md: none; the glossary is
// prose, and every symbol it names is a DocC link that `scripts/docs` resolves.
