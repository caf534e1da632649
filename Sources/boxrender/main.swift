print("boxrender")
