print("apiexample")
