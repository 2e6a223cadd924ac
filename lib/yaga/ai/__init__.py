"""Device bots, one module per game; they play from what a player at the table can see."""
