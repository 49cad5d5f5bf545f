import LiveSQLite

extension Schema {
    /// `002_body_regions`: the adult body-surface model that "how much of your skin is covered"
    /// is computed against. The rule of nines, split into the regions people get tattooed on
    /// (shares in percent of ~18,000 cm², summing to 100), each with the point on the front or
    /// back body map (unit coordinates of ``BodySilhouette``) where its dot goes. Reference data:
    /// present from first launch.
    ///
    /// ```sql
    /// SELECT name, share_percent * (SELECT surface_cm2 FROM body_model) / 100 FROM body_regions
    /// ```
    static let bodyRegions = Migration(
        "002_body_regions",
        """
        CREATE TABLE body_model (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            name TEXT NOT NULL,
            surface_cm2 REAL NOT NULL CHECK (surface_cm2 > 0)
        );
        INSERT INTO body_model (id, name, surface_cm2) VALUES (1, 'Adult, rule of nines', 18000);

        CREATE TABLE body_regions (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) > 0),
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            side TEXT NOT NULL CHECK (side IN ('front', 'back')),
            share_percent REAL NOT NULL CHECK (share_percent > 0 AND share_percent <= 100),
            map_x REAL NOT NULL CHECK (map_x BETWEEN 0 AND 1),
            map_y REAL NOT NULL CHECK (map_y BETWEEN 0 AND 1),
            position INTEGER NOT NULL UNIQUE
        );
        INSERT INTO body_regions (id, name, side, share_percent, map_x, map_y, position) VALUES
            ('head', 'Head', 'front', 3.5, 0.5, 0.055, 1),
            ('neck', 'Throat', 'front', 1, 0.5, 0.128, 2),
            ('chest', 'Chest', 'front', 7, 0.5, 0.215, 3),
            ('right_ribs', 'Right ribs', 'front', 2, 0.365, 0.29, 4),
            ('left_ribs', 'Left ribs', 'front', 2, 0.635, 0.29, 5),
            ('stomach', 'Stomach', 'front', 7, 0.5, 0.345, 6),
            ('hips', 'Hips', 'front', 1, 0.5, 0.445, 7),
            ('right_upper_arm', 'Right upper arm', 'front', 4, 0.235, 0.23, 8),
            ('left_upper_arm', 'Left upper arm', 'front', 4, 0.765, 0.23, 9),
            ('right_forearm', 'Right forearm', 'front', 3, 0.165, 0.345, 10),
            ('left_forearm', 'Left forearm', 'front', 3, 0.835, 0.345, 11),
            ('right_hand', 'Right hand', 'front', 2, 0.11, 0.462, 12),
            ('left_hand', 'Left hand', 'front', 2, 0.89, 0.462, 13),
            ('right_thigh', 'Right thigh', 'front', 8, 0.415, 0.585, 14),
            ('left_thigh', 'Left thigh', 'front', 8, 0.585, 0.585, 15),
            ('right_foot', 'Right foot & ankle', 'front', 3, 0.42, 0.95, 16),
            ('left_foot', 'Left foot & ankle', 'front', 3, 0.58, 0.95, 17),
            ('back_of_head', 'Back of the head', 'back', 3.5, 0.5, 0.055, 18),
            ('nape', 'Nape', 'back', 1, 0.5, 0.128, 19),
            ('upper_back', 'Upper back', 'back', 9, 0.5, 0.225, 20),
            ('lower_back', 'Lower back', 'back', 9, 0.5, 0.375, 21),
            ('right_calf', 'Right calf', 'back', 7, 0.585, 0.78, 22),
            ('left_calf', 'Left calf', 'back', 7, 0.415, 0.78, 23);
        """)
}
