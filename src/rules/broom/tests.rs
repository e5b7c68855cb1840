//! The board file's checks (spec "Checks the data passes"), on the shipped map and on maps broken one
//! way at a time.

use super::map::{BroomMap, Landscape, MapError, Potion, Shape, DESIGNED};
use serde_json::{json, Value};

/// The shipped map, read here so a failing check is named.
fn designed() -> BroomMap {
    BroomMap::read(DESIGNED).unwrap()
}

/// The shipped map with one change.
fn changed(change: impl FnOnce(&mut Value)) -> Result<BroomMap, MapError> {
    let mut v: Value = serde_json::from_str(DESIGNED).unwrap();
    change(&mut v);
    BroomMap::read(&v.to_string())
}

fn area_mut<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    v["areas"].as_array_mut().unwrap().iter_mut().find(|a| a["id"] == id).unwrap()
}

#[test]
fn the_designed_map_is_as_the_spec_describes_it() {
    let m = designed();
    assert_eq!(m.id, "designed-front-1");
    assert!(m.designed);
    let count = |l: Landscape| m.areas.iter().filter(|a| a.landscape == l).count();
    use Landscape::*;
    assert_eq!([count(Forest), count(Hill), count(Mountain), count(Prairie), count(Lake)], [13, 12, 12, 11, 3]);
    assert_eq!(m.castles.map(|c| m.areas[usize::from(c)].id.as_str()), ["A25", "A26"]);
    assert_eq!(m.areas[usize::from(m.castles[0])].landscape, Prairie);
    assert_eq!(m.areas[usize::from(m.castles[1])].landscape, Hill);
    let round: Vec<_> = m.towers.iter().filter(|t| t.shape == Shape::Round).collect();
    assert_eq!(round.len(), 36);
    for c in Potion::ALL {
        assert_eq!(round.iter().filter(|t| t.colour == c).count(), 12, "{c:?}");
    }
    assert_eq!(round.iter().filter(|t| t.wands == 1).count(), 8);
    assert_eq!(round.iter().filter(|t| t.wands == 2).count(), 2);
    assert_eq!(round.iter().filter(|t| t.areas.len() == 2).count(), 4, "on borders");
    let mut tiles: Vec<(u8, u8)> = m.clouds.iter().map(|c| (c.stars, c.lightning)).collect();
    tiles.dedup();
    assert_eq!(tiles, [(1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3), (4, 4)]);
    assert_eq!(m.clouds.len(), 24);
}

/// Check 9: round-tower VP rises with distance from the castles; square towers sit next to the castles
/// in all three colours; some round towers give wands.
#[test]
fn tower_values_rise_with_distance_and_square_towers_sit_by_the_castles() {
    let m = designed();
    let steps = m.steps_from_castles();
    let near = |t: &super::map::Tower| t.areas.iter().map(|&a| steps[usize::from(a)]).min().unwrap();
    let mut means = Vec::new();
    for d in 1..=4 {
        let vps: Vec<f32> =
            m.towers.iter().filter(|t| t.shape == Shape::Round && near(t) == d).map(|t| f32::from(t.vp)).collect();
        means.push(vps.iter().sum::<f32>() / vps.len() as f32);
    }
    let rounded: Vec<f32> = means.iter().map(|m| (m * 10.0).round() / 10.0).collect();
    assert_eq!(rounded, [3.0, 4.9, 7.5, 8.0]);
    let squares: Vec<_> = m.towers.iter().filter(|t| t.shape == Shape::Square).collect();
    assert_eq!(squares.len(), 3);
    assert!(squares.iter().all(|t| near(t) == 1 && t.vp == 2 && t.wands == 0));
    let mut colours: Vec<Potion> = squares.iter().map(|t| t.colour).collect();
    colours.sort();
    assert_eq!(colours, Potion::ALL);
}

#[test]
fn a_broken_map_is_refused_with_what_is_wrong() {
    assert_eq!(BroomMap::read("{not json").err(), Some(MapError::Unreadable));
    assert_eq!(changed(|v| v["version"] = json!(2)).err(), Some(MapError::Format));
    assert_eq!(changed(|v| v["format"] = json!("chess")).err(), Some(MapError::Format));
    assert_eq!(changed(|v| area_mut(v, "A02")["id"] = json!("A01")).err(), Some(MapError::DuplicateId("A01".into())));
    assert_eq!(
        changed(|v| area_mut(v, "A01")["neighbours"] = json!(["A02", "A06", "A99"])).err(),
        Some(MapError::UnknownArea("A99".into()))
    );
    assert_eq!(
        changed(|v| area_mut(v, "A01")["neighbours"] = json!(["A02", "A06"])).err(),
        Some(MapError::Neighbours("A01".into())),
        "a neighbour left out"
    );
    assert_eq!(
        changed(|v| area_mut(v, "A01")["neighbours"] = json!(["A01", "A02", "A06", "A07"])).err(),
        Some(MapError::Neighbours("A01".into())),
        "itself as a neighbour"
    );
    assert_eq!(
        changed(|v| area_mut(v, "A01")["cells"] = json!([[2, 0], [9, 9]])).err(),
        Some(MapError::CellsApart("A01".into()))
    );
    assert_eq!(changed(|v| area_mut(v, "A01")["castle"] = json!(true)).err(), Some(MapError::Castles(3)));
    assert_eq!(
        changed(|v| area_mut(v, "A01")["cloud_spaces"] = json!(3)).err().map(|e| matches!(e, MapError::OutOfRange(..))),
        Some(true)
    );
    assert_eq!(
        changed(|v| area_mut(v, "A25")["cloud_spaces"] = json!(1)).err(),
        Some(MapError::CloudCount("cloud spaces", 19))
    );
    assert_eq!(
        changed(|v| v["heavy_clouds"][0]["count"] = json!(2)).err(),
        Some(MapError::CloudCount("cloud tiles", 23))
    );
    let square = |v: &mut Value| {
        let towers = v["towers"].as_array_mut().unwrap();
        towers.iter_mut().find(|t| t["shape"] == "square").unwrap()["wands"] = json!(1);
    };
    assert!(matches!(changed(square).err(), Some(MapError::Tower(_))));
}

#[test]
fn a_lake_with_a_castle_or_a_cloud_is_refused() {
    let m = designed();
    let lake = m.areas.iter().find(|a| a.landscape == Landscape::Lake).unwrap().id.clone();
    assert_eq!(
        changed(|v| area_mut(v, &lake)["cloud_spaces"] = json!(1)).err(),
        Some(MapError::LakeWithCastleOrCloud(lake.clone()))
    );
}

/// The areas and towers the spec's scenarios name are as they say (scenarios 4, 10, 11, 13, 14, 15).
#[test]
fn the_places_the_spec_scenarios_name_are_on_the_map() {
    let m = designed();
    let a = |id| m.area(id).unwrap();
    let landscape = |id| m.areas[usize::from(a(id))].landscape;
    let clouded = |id| m.areas[usize::from(a(id))].cloud_spaces > 0;
    // 10: from A23 the clouds of A14 and A31 can be charmed, not A13's.
    assert!(m.adjacent(a("A23"), a("A14")) && m.adjacent(a("A23"), a("A31")) && !m.adjacent(a("A23"), a("A13")));
    assert!(clouded("A14") && clouded("A31") && clouded("A13"));
    // 11: a Mountain Witch on A15 faces the clouded mountain A14; border tower T21 stands on A15 and A14.
    assert_eq!(landscape("A14"), Landscape::Mountain);
    assert!(m.adjacent(a("A15"), a("A14")));
    let t21 = &m.towers[usize::from(m.tower("T21").unwrap())];
    assert_eq!(t21.areas, [a("A15"), a("A14")]);
    // 4 and 13: T01 is a green round tower on A16; T11 gives 4 VP and a wand; S2 is square.
    let t01 = &m.towers[usize::from(m.tower("T01").unwrap())];
    assert_eq!((t01.shape, t01.colour, &t01.areas[..]), (Shape::Round, Potion::Green, &[a("A16")][..]));
    let t11 = &m.towers[usize::from(m.tower("T11").unwrap())];
    assert_eq!((t11.shape, t11.vp, t11.wands), (Shape::Round, 4, 1));
    assert_eq!(m.towers[usize::from(m.tower("S2").unwrap())].shape, Shape::Square);
    // 14 and 15: the landscapes Perilous Places and Flock Together are scored on.
    use Landscape::*;
    assert_eq!(["A33", "A34", "A16", "A17", "A19"].map(landscape), [Hill, Mountain, Forest, Prairie, Hill]);
    // Setup: both castles hold every pawn at the start.
    assert_eq!(m.castles, [a("A25"), a("A26")]);
}
