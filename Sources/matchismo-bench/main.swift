print("matchismo-bench: no benchmarks yet")
