// Replaced by the sample app.
