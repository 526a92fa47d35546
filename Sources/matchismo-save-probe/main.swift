print("matchismo-save-probe")
