//! The board as data (spec "The board file"): areas of four landscapes and lakes, the two castles,
//! cloud spaces, towers and the heavy-cloud tiles, read from a map file (format `broom-service-map`,
//! version 1) and checked before a game may use it. The seed's board picture was lost, so the map that
//! ships ([`BroomMap::designed`]) is a designed stand-in; any map file that passes the checks plays.

use crate::json::{self, Json, Number};
use serde::Serialize;

/// The designed stand-in for the front (basic-game) board, as shipped.
pub const DESIGNED: &str = include_str!("designed-front-1.json");

/// A landscape. No witch works on lakes, so a pawn never enters one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Landscape {
    Forest,
    Prairie,
    Hill,
    Mountain,
    Lake,
}

impl Landscape {
    /// The four land landscapes, in the witches' order (roles 1–4).
    pub const LAND: [Landscape; 4] = [Landscape::Forest, Landscape::Prairie, Landscape::Hill, Landscape::Mountain];

    /// Its name in a map file (and the board's class for its colour).
    pub fn name(self) -> &'static str {
        ["forest", "prairie", "hill", "mountain", "lake"][self as usize]
    }

    fn named(name: &str) -> Option<Landscape> {
        Landscape::LAND.into_iter().chain([Landscape::Lake]).find(|l| l.name() == name)
    }
}

/// A potion's (and a tower roof's) colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Potion {
    Green,
    Purple,
    Orange,
}

impl Potion {
    pub const ALL: [Potion; 3] = [Potion::Green, Potion::Purple, Potion::Orange];

    /// Its name in a map file (and the board's class for its colour).
    pub fn name(self) -> &'static str {
        ["green", "purple", "orange"][self as usize]
    }
}

/// A round tower takes one potion for the rest of the game; a square one takes any number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Round,
    Square,
}

/// An area, by its index in [`BroomMap::areas`].
pub type AreaId = u8;
/// A tower, by its index in [`BroomMap::towers`].
pub type TowerId = u8;

/// One area of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Area {
    /// Its id in the map file (shown on the board, e.g. "A25").
    pub id: String,
    pub name: Option<String>,
    pub landscape: Landscape,
    pub castle: bool,
    /// How many heavy clouds are dealt onto it at setup (0–2).
    pub cloud_spaces: u8,
    /// Its hexagonal cells, axial `[q, r]`.
    pub cells: Vec<[i32; 2]>,
    /// Every area sharing a cell edge with it, lakes included.
    pub neighbours: Vec<AreaId>,
}

/// One tower.
#[derive(Clone, Debug, PartialEq)]
pub struct Tower {
    pub id: String,
    pub shape: Shape,
    pub colour: Potion,
    pub vp: u8,
    /// Wands a delivery earns (round towers only).
    pub wands: u8,
    /// The land areas that may supply it (two for a tower on a border).
    pub areas: Vec<AreaId>,
    /// Where it is drawn.
    pub pos: [f32; 2],
}

/// A heavy-cloud tile: the wands it costs to charm, the VP its lightning scores at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Cloud {
    pub stars: u8,
    pub lightning: u8,
}

/// A checked board.
#[derive(Clone, Debug, PartialEq)]
pub struct BroomMap {
    pub id: String,
    pub title: String,
    /// True for a stand-in, not a published board.
    pub designed: bool,
    /// The drawing's view box `[x, y, w, h]`.
    pub view_box: [f32; 4],
    pub areas: Vec<Area>,
    pub towers: Vec<Tower>,
    /// The heavy-cloud tiles in the box, one entry per tile.
    pub clouds: Vec<Cloud>,
    /// The two castle areas, west then east (file order).
    pub castles: [AreaId; 2],
}

/// Why a map file can't be played, each naming what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum MapError {
    /// Not JSON, or not of the map file's shape.
    Unreadable,
    /// Another kind of file, or a version this app does not read.
    Format,
    /// Two areas or two towers share an id.
    DuplicateId(String),
    /// A neighbour or a tower names an area that is not on the map.
    UnknownArea(String),
    /// A value out of its range (what, and whose).
    OutOfRange(&'static str, String),
    /// A lake with a castle or a cloud space.
    LakeWithCastleOrCloud(String),
    /// Two areas hold the same cell.
    SharedCell(String),
    /// An area's cells are not one piece.
    CellsApart(String),
    /// An area's neighbour list is not the areas its cells touch (or names itself).
    Neighbours(String),
    /// Not exactly two castles.
    Castles(usize),
    /// No lake borders both castles.
    NoLakeBetweenCastles,
    /// Some land area can't be reached from the others over land.
    LandApart(String),
    /// Not 18 cloud spaces, or not 24 cloud tiles.
    CloudCount(&'static str, usize),
    /// A cloud space on a castle or fewer than 3 steps from one.
    CloudTooClose(String),
    /// A tower no land area supplies, a border tower whose areas do not touch, or a square tower with wands.
    Tower(String),
    /// A landscape with fewer than 2 towers of a colour (the druids need them).
    TooFewTowers(Landscape, Potion),
    /// What the players can reach at the start, or by charming clouds, falls short.
    Unreachable(&'static str),
}

struct RawMap {
    format: String,
    version: u32,
    id: String,
    title: String,
    designed: bool,
    geometry: RawGeometry,
    areas: Vec<RawArea>,
    towers: Vec<RawTower>,
    heavy_clouds: Vec<RawClouds>,
}

struct RawGeometry {
    kind: String,
    orientation: String,
    coordinates: String,
    view_box: [f32; 4],
}

struct RawArea {
    id: String,
    name: Option<String>,
    landscape: Landscape,
    castle: bool,
    cloud_spaces: u8,
    cells: Vec<[i32; 2]>,
    neighbours: Vec<String>,
}

struct RawTower {
    id: String,
    shape: Shape,
    colour: Potion,
    vp: u8,
    wands: u8,
    areas: Vec<String>,
    pos: [f32; 2],
}

struct RawClouds {
    stars: u8,
    lightning: u8,
    count: u8,
}

/// The field `key` of an object.
fn field<'a>(j: &'a Json, key: &str) -> Option<&'a Json> {
    match j {
        Json::Obj(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

fn text(j: &Json, key: &str) -> Option<String> {
    match field(j, key)? {
        Json::Str(s) => Some(s.clone()),
        _ => None,
    }
}

fn items<'a>(j: &'a Json, key: &str) -> Option<&'a [Json]> {
    match field(j, key)? {
        Json::Arr(items) => Some(items),
        _ => None,
    }
}

fn number(j: &Json) -> Option<f64> {
    match *j {
        Json::Num(Number::Whole(n)) => Some(n as f64),
        Json::Num(Number::Negative(n)) => Some(n as f64),
        Json::Num(Number::Fraction(x)) => Some(x),
        _ => None,
    }
}

/// A whole number in `T`'s range.
fn whole<T: TryFrom<i64>>(j: &Json) -> Option<T> {
    let x = number(j)?;
    if x.fract() != 0.0 {
        return None;
    }
    T::try_from(x as i64).ok()
}

fn small(j: &Json, key: &str) -> Option<u8> {
    whole(field(j, key)?)
}

/// `N` numbers, as an array.
fn numbers<const N: usize>(j: &Json) -> Option<[f32; N]> {
    match j {
        Json::Arr(items) if items.len() == N => {
            let mut out = [0.0; N];
            for (o, i) in out.iter_mut().zip(items) {
                *o = number(i)? as f32;
            }
            Some(out)
        }
        _ => None,
    }
}

fn flag(j: &Json, key: &str) -> Option<bool> {
    match field(j, key)? {
        Json::Bool(b) => Some(*b),
        _ => None,
    }
}

/// Each item read by `read`, or `None` if one can't be.
fn each<T>(items: &[Json], read: impl Fn(&Json) -> Option<T>) -> Option<Vec<T>> {
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        out.push(read(item)?);
    }
    Some(out)
}

/// A list of names.
fn names(j: &Json, key: &str) -> Option<Vec<String>> {
    each(items(j, key)?, |n| if let Json::Str(s) = n { Some(s.clone()) } else { None })
}

/// A map file's tree in the shape of the format (its values unchecked), read by hand rather than by
/// derived readers: the page carries one small reader for it.
fn raw_map(j: &Json) -> Option<RawMap> {
    let g = field(j, "geometry")?;
    let area = |a: &Json| {
        let cell = |c: &Json| match c {
            Json::Arr(qr) if qr.len() == 2 => Some([whole(&qr[0])?, whole(&qr[1])?]),
            _ => None,
        };
        let cells = each(items(a, "cells")?, cell);
        Some(RawArea {
            id: text(a, "id")?,
            name: match field(a, "name") {
                None | Some(Json::Null) => None,
                Some(_) => Some(text(a, "name")?),
            },
            landscape: Landscape::named(&text(a, "landscape")?)?,
            castle: flag(a, "castle")?,
            cloud_spaces: small(a, "cloud_spaces")?,
            cells: cells?,
            neighbours: names(a, "neighbours")?,
        })
    };
    let tower = |t: &Json| {
        Some(RawTower {
            id: text(t, "id")?,
            shape: [Shape::Round, Shape::Square]
                [["round", "square"].iter().position(|&n| Some(n) == text(t, "shape").as_deref())?],
            colour: *Potion::ALL.iter().find(|p| Some(p.name()) == text(t, "colour").as_deref())?,
            vp: small(t, "vp")?,
            wands: small(t, "wands")?,
            areas: names(t, "areas")?,
            pos: numbers::<2>(field(t, "pos")?)?,
        })
    };
    let clouds = |c: &Json| {
        Some(RawClouds { stars: small(c, "stars")?, lightning: small(c, "lightning")?, count: small(c, "count")? })
    };
    Some(RawMap {
        format: text(j, "format")?,
        version: whole(field(j, "version")?)?,
        id: text(j, "id")?,
        title: text(j, "title")?,
        designed: flag(j, "designed")?,
        geometry: RawGeometry {
            kind: text(g, "kind")?,
            orientation: text(g, "orientation")?,
            coordinates: text(g, "coordinates")?,
            view_box: numbers::<4>(field(g, "view_box")?)?,
        },
        areas: each(items(j, "areas")?, area)?,
        towers: each(items(j, "towers")?, tower)?,
        heavy_clouds: each(items(j, "heavy_clouds")?, clouds)?,
    })
}

/// The six cells around a hexagonal cell (axial coordinates).
const AROUND: [[i32; 2]; 6] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];

fn touching(a: [i32; 2], b: [i32; 2]) -> bool {
    AROUND.iter().any(|d| [a[0] + d[0], a[1] + d[1]] == b)
}

impl BroomMap {
    /// The designed stand-in map.
    pub fn designed() -> BroomMap {
        // Its checks are a test (a failure names the check); the page carries no error printing for it.
        match BroomMap::read(DESIGNED) {
            Ok(map) => map,
            Err(_) => unreachable!("the shipped map passes every check"),
        }
    }

    /// Reads and checks a map file.
    pub fn read(text: &str) -> Result<BroomMap, MapError> {
        let raw = json::parse(text).ok().as_ref().and_then(raw_map).ok_or(MapError::Unreadable)?;
        let g = &raw.geometry;
        if raw.format != "broom-service-map"
            || raw.version != 1
            || (g.kind.as_str(), g.orientation.as_str(), g.coordinates.as_str()) != ("hex", "pointy", "axial")
        {
            return Err(MapError::Format);
        }
        let mut seen: Vec<&String> = Vec::new();
        for id in raw.areas.iter().map(|a| &a.id).chain(raw.towers.iter().map(|t| &t.id)) {
            if seen.contains(&id) {
                return Err(MapError::DuplicateId(id.clone()));
            }
            seen.push(id);
        }
        let index = |id: &str| -> Result<AreaId, MapError> {
            raw.areas.iter().position(|a| a.id == id).map(|i| i as AreaId).ok_or(MapError::UnknownArea(id.to_string()))
        };
        let ids = |names: &[String]| -> Result<Vec<AreaId>, MapError> {
            let mut out = Vec::with_capacity(names.len());
            for n in names {
                out.push(index(n)?);
            }
            Ok(out)
        };
        if raw.areas.len() > usize::from(AreaId::MAX) || raw.towers.len() > usize::from(TowerId::MAX) {
            return Err(MapError::OutOfRange("areas or towers", raw.id.clone()));
        }
        let mut areas = Vec::new();
        for a in &raw.areas {
            let neighbours = ids(&a.neighbours)?;
            areas.push(Area {
                id: a.id.clone(),
                name: a.name.clone(),
                landscape: a.landscape,
                castle: a.castle,
                cloud_spaces: a.cloud_spaces,
                cells: a.cells.clone(),
                neighbours,
            });
        }
        let mut towers = Vec::new();
        for t in &raw.towers {
            let supply = ids(&t.areas)?;
            towers.push(Tower {
                id: t.id.clone(),
                shape: t.shape,
                colour: t.colour,
                vp: t.vp,
                wands: t.wands,
                areas: supply,
                pos: t.pos,
            });
        }
        let mut clouds = Vec::new();
        for c in &raw.heavy_clouds {
            clouds.extend((0..c.count).map(|_| Cloud { stars: c.stars, lightning: c.lightning }));
        }
        let castles: Vec<AreaId> = (0..areas.len()).filter(|&i| areas[i].castle).map(|i| i as AreaId).collect();
        let [west, east] = castles[..] else { return Err(MapError::Castles(castles.len())) };
        let map = BroomMap {
            id: raw.id,
            title: raw.title,
            designed: raw.designed,
            view_box: g.view_box,
            areas,
            towers,
            clouds,
            castles: [west, east],
        };
        map.check()?;
        Ok(map)
    }

    /// The area with this id in the map file.
    pub fn area(&self, id: &str) -> Option<AreaId> {
        self.areas.iter().position(|a| a.id == id).map(|i| i as AreaId)
    }

    /// The tower with this id in the map file.
    pub fn tower(&self, id: &str) -> Option<TowerId> {
        self.towers.iter().position(|t| t.id == id).map(|i| i as TowerId)
    }

    /// True for a land area (not a lake).
    pub fn is_land(&self, a: AreaId) -> bool {
        self.areas[usize::from(a)].landscape != Landscape::Lake
    }

    /// True when areas `a` and `b` share an edge.
    pub fn adjacent(&self, a: AreaId, b: AreaId) -> bool {
        self.areas[usize::from(a)].neighbours.contains(&b)
    }

    /// Land steps from the nearest castle, per area (lakes and unreachable areas: `u8::MAX`).
    pub fn steps_from_castles(&self) -> Vec<u8> {
        self.spread(&self.castles, |_| true)
    }

    /// Steps over land from `from`, entering only areas `open` allows.
    fn spread(&self, from: &[AreaId], open: impl Fn(AreaId) -> bool) -> Vec<u8> {
        let mut steps = vec![u8::MAX; self.areas.len()];
        let mut frontier: Vec<AreaId> = from.to_vec();
        for &a in from {
            steps[usize::from(a)] = 0;
        }
        let mut n = 0;
        while !frontier.is_empty() {
            n += 1;
            let mut next = Vec::new();
            for a in frontier {
                for &b in &self.areas[usize::from(a)].neighbours {
                    if steps[usize::from(b)] == u8::MAX && self.is_land(b) && open(b) {
                        steps[usize::from(b)] = n;
                        next.push(b);
                    }
                }
            }
            frontier = next;
        }
        steps
    }

    /// The checks of spec "Checks the data passes", 1–8 (unique ids are checked as the file is read).
    fn check(&self) -> Result<(), MapError> {
        // 1. Ranges; lakes have no castle and no cloud space.
        for a in &self.areas {
            if a.cloud_spaces > 2 || a.cells.is_empty() {
                return Err(MapError::OutOfRange("cloud spaces or cells", a.id.clone()));
            }
            if a.landscape == Landscape::Lake && (a.castle || a.cloud_spaces > 0) {
                return Err(MapError::LakeWithCastleOrCloud(a.id.clone()));
            }
        }
        for t in &self.towers {
            if t.vp == 0 || t.wands > 2 {
                return Err(MapError::OutOfRange("tower VP or wands", t.id.clone()));
            }
        }
        // 2. Cells: one area each, each area in one piece; neighbours exactly the areas touching.
        let cells: Vec<([i32; 2], usize)> =
            self.areas.iter().enumerate().flat_map(|(i, a)| a.cells.iter().map(move |&c| (c, i))).collect();
        if let Some(k) = (0..cells.len()).find(|&k| cells[..k].iter().any(|&(c, _)| c == cells[k].0)) {
            return Err(MapError::SharedCell(self.areas[cells[k].1].id.clone()));
        }
        for (i, a) in self.areas.iter().enumerate() {
            let mut reached = vec![a.cells[0]];
            let mut grew = true;
            while grew {
                grew = false;
                for &c in &a.cells {
                    if !reached.contains(&c) && reached.iter().any(|&r| touching(r, c)) {
                        reached.push(c);
                        grew = true;
                    }
                }
            }
            if reached.len() != a.cells.len() {
                return Err(MapError::CellsApart(a.id.clone()));
            }
            // The same set, each listed once (compared without sorting: the page carries no sort for it).
            let mut touched = vec![false; self.areas.len()];
            for &(c, o) in &cells {
                if o != i && a.cells.iter().any(|&m| touching(m, c)) {
                    touched[o] = true;
                }
            }
            let listed = &a.neighbours;
            let once = (0..listed.len()).all(|k| !listed[..k].contains(&listed[k]));
            let all = touched.iter().filter(|&&t| t).count() == listed.len();
            if !once || !all || !listed.iter().all(|&j| touched[usize::from(j)]) {
                return Err(MapError::Neighbours(a.id.clone()));
            }
        }
        // 3. A lake borders both castles.
        let [west, east] = self.castles;
        let lake_between = (0..self.areas.len() as AreaId)
            .any(|l| !self.is_land(l) && self.adjacent(l, west) && self.adjacent(l, east));
        if !lake_between {
            return Err(MapError::NoLakeBetweenCastles);
        }
        // 4. The land is one piece.
        let steps = self.steps_from_castles();
        if let Some(a) = (0..self.areas.len()).find(|&i| self.is_land(i as AreaId) && steps[i] == u8::MAX) {
            return Err(MapError::LandApart(self.areas[a].id.clone()));
        }
        // 5. 18 cloud spaces, 24 tiles, none on or near a castle.
        let spaces: usize = self.areas.iter().map(|a| usize::from(a.cloud_spaces)).sum();
        if spaces != 18 {
            return Err(MapError::CloudCount("cloud spaces", spaces));
        }
        if self.clouds.len() != 24 {
            return Err(MapError::CloudCount("cloud tiles", self.clouds.len()));
        }
        if let Some(a) = (0..self.areas.len()).find(|&i| self.areas[i].cloud_spaces > 0 && steps[i] < 3) {
            return Err(MapError::CloudTooClose(self.areas[a].id.clone()));
        }
        // 6. Towers: supplied from land; a border tower's areas touch; square towers give no wands.
        for t in &self.towers {
            let land = !t.areas.is_empty() && t.areas.iter().all(|&a| self.is_land(a));
            let border = t.areas.iter().all(|&a| t.areas.iter().all(|&b| a == b || self.adjacent(a, b)));
            if !land || !border || (t.shape == Shape::Square && t.wands > 0) {
                return Err(MapError::Tower(t.id.clone()));
            }
        }
        // 7. Each landscape has at least 2 towers of each colour.
        for l in Landscape::LAND {
            for c in Potion::ALL {
                let n = self
                    .towers
                    .iter()
                    .filter(|t| t.colour == c && t.areas.iter().any(|&a| self.areas[usize::from(a)].landscape == l))
                    .count();
                if n < 2 {
                    return Err(MapError::TooFewTowers(l, c));
                }
            }
        }
        // 8. At the start (clouds blocking): all four landscapes, towers of every colour, a cloud to charm;
        // charming wave by wave reaches every cloud and every area.
        let clouded = |a: AreaId| self.areas[usize::from(a)].cloud_spaces > 0;
        let open = self.spread(&self.castles, |a| !clouded(a));
        let reached = |a: AreaId| open[usize::from(a)] != u8::MAX;
        let all = 0..self.areas.len() as AreaId;
        if !Landscape::LAND
            .iter()
            .all(|&l| all.clone().any(|a| reached(a) && self.areas[usize::from(a)].landscape == l))
        {
            return Err(MapError::Unreachable("a landscape at the start"));
        }
        if !Potion::ALL
            .iter()
            .all(|&c| self.towers.iter().any(|t| t.colour == c && t.areas.iter().any(|&a| reached(a))))
        {
            return Err(MapError::Unreachable("a tower colour at the start"));
        }
        let charmable = |reach: &[u8], a: AreaId| {
            clouded(a) && self.areas[usize::from(a)].neighbours.iter().any(|&b| reach[usize::from(b)] != u8::MAX)
        };
        if !all.clone().any(|a| charmable(&open, a)) {
            return Err(MapError::Unreachable("a cloud to charm at the start"));
        }
        let mut cleared = vec![false; self.areas.len()];
        loop {
            let reach = self.spread(&self.castles, |a| !clouded(a) || cleared[usize::from(a)]);
            let wave: Vec<AreaId> = all.clone().filter(|&a| !cleared[usize::from(a)] && charmable(&reach, a)).collect();
            if wave.is_empty() {
                if all.clone().any(|a| self.is_land(a) && reach[usize::from(a)] == u8::MAX) {
                    return Err(MapError::Unreachable("an area, however many clouds are charmed"));
                }
                return Ok(());
            }
            for a in wave {
                cleared[usize::from(a)] = true;
            }
        }
    }
}
