"""Benchmark grids: config, execution (local processes or Dask), result store, reports."""
