"""The season review (issue 36): every decision of a saved game judged from its seat's view.

Pure Python over the engine and the bots (never pygame): `decision` judges one decision with
Hard's search, `season` replays a save and reviews all of it (decisions, luck, key moments),
`report` turns the result into the command line's JSON and text, `store` keeps it with the
replay. `settings` loads the numbers of `rules_data/review/review.yaml`.
"""
