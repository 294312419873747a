"""The scenes: title, setup, season, whist table, score pad, and overlays."""
