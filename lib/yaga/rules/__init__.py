"""Rule engines, one module per game; each follows the contract in yaga.engine."""
