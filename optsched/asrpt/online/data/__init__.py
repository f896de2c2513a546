"""Bundled job-trace slices (data only; see PROVENANCE.md)."""
