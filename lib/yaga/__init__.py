"""Baba Yaga Box: the portable core shared by the Pico firmware and the desktop simulator."""
