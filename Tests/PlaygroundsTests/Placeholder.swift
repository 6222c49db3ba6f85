// Replaced by the transcript test.
