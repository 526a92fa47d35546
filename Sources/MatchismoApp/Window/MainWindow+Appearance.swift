import CardArt

/// How the cards look, following the desktop's text size and the player's palette.
extension MainWindow {
    /// Draws every card's indices at the desktop's text scale.
    func setTextScale(_ scale: Double) {
        matchismoTableView.textScale = scale
        setTableView.textScale = scale
        beside.textScale = scale
        single.textScale = scale
    }

    /// Repaints every card and table with `palette`.
    func setPalette(_ palette: Palette) {
        let painter = CardPainter(palette: palette, caching: .never)
        matchismoTableView.painter = painter
        setTableView.painter = painter
        beside.painter = painter
        single.painter = painter
        face.palette = palette
    }
}
