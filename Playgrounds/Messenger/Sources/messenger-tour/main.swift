print("Messenger tour: coming soon")
