print("statusbar")
