// The clause ids of model/frozenchess13/rules.xml that the model fires or refuses with (stage 1: the army,
// movement and capture, and the general rules; stage 2: the squares and the region moves).
#pragma once

#include <string_view>

namespace arbiter::frozenchess13::clause {

inline constexpr std::string_view kBoardSize = "board.size";
inline constexpr std::string_view kSetupMaterial = "setup.material";
inline constexpr std::string_view kSetupInitialPosition = "setup.initial-position";
inline constexpr std::string_view kSetupLegend = "setup.legend";
// movement (movement.h)
inline constexpr std::string_view kPawnMove = "pawn.move";
inline constexpr std::string_view kPawnLeap = "pawn.leap";
inline constexpr std::string_view kPawnTransform = "pawn.transform-by-capture";
inline constexpr std::string_view kPawnAcceleration = "pawn.acceleration";
inline constexpr std::string_view kPawnRotation = "pawn.rotation";
inline constexpr std::string_view kRookTower = "rook.tower";
inline constexpr std::string_view kJesterDistract = "jester.distract";
inline constexpr std::string_view kJesterDistractDirection = "jester.distract-direction";
inline constexpr std::string_view kChangelogPawnRotation = "changelog.v11.pawn-rotation";
inline constexpr std::string_view kChangelogShellshock = "changelog.v11.shellshock";
inline constexpr std::string_view kChangelogKnightLeapcapture = "changelog.v11.knight-leapcapture";
inline constexpr std::string_view kChangelogSpawnClarified = "changelog.v11.spawn-clarified";
inline constexpr std::string_view kChangelogFrogDoubleSpawn = "changelog.v11.frog-double-spawn";
inline constexpr std::string_view kChangelogOnagerRemoved = "changelog.v12.onager-removed";
inline constexpr std::string_view kChangelogKnightsRemoved = "changelog.v12.knights-removed";
inline constexpr std::string_view kJesterPowerSteal = "jester.power-steal";
inline constexpr std::string_view kAssassinRetainEmpower = "assassin.retain-empower";
inline constexpr std::string_view kPromotionLastFile = "promotion.last-file";
inline constexpr std::string_view kRookMove = "rook.move";
inline constexpr std::string_view kKnightMove = "knight.move";
inline constexpr std::string_view kBishopMove = "bishop.move";
inline constexpr std::string_view kBishopCapture = "bishop.capture";
inline constexpr std::string_view kQueenMove = "queen.move";
inline constexpr std::string_view kKingMove = "king.move";
inline constexpr std::string_view kJesterMove = "jester.move";
inline constexpr std::string_view kChancellorMove = "chancellor.move";
inline constexpr std::string_view kChancellorCaptureAsMove = "chancellor.capture-as-move";
inline constexpr std::string_view kTemplarMove = "templar.move";
inline constexpr std::string_view kTemplarCaptureArea = "templar.capture-area";
inline constexpr std::string_view kDragonMove = "dragon.move";
inline constexpr std::string_view kFrogMove = "frog.move";
inline constexpr std::string_view kNightriderMove = "nightrider.move";
inline constexpr std::string_view kAssassinMove = "assassin.move";
inline constexpr std::string_view kCrossbowmanMove = "crossbowman.move";
inline constexpr std::string_view kCannonCapture = "cannon.capture";
inline constexpr std::string_view kCannonImmobile = "cannon.immobile";
inline constexpr std::string_view kUnitTypeImmobile = "unit-type.immobile";
inline constexpr std::string_view kUnitTypeLeapers = "unit-type.leapers";
inline constexpr std::string_view kUnitTypeNonLeapers = "unit-type.non-leapers";
inline constexpr std::string_view kUnitTypeRiders = "unit-type.riders";
inline constexpr std::string_view kBounceDiagonal = "bounce.diagonal";
inline constexpr std::string_view kBounceOrthogonal = "bounce.orthogonal";
inline constexpr std::string_view kBounceRangeLimit = "bounce.range-limit";
// captures
inline constexpr std::string_view kUnitTypeNoCapture = "unit-type.no-capture";
inline constexpr std::string_view kJesterNoCapture = "jester.no-capture";
inline constexpr std::string_view kCrossbowmanNoCapture = "crossbowman.no-capture";
inline constexpr std::string_view kUnitTypeImmortal = "unit-type.immortal";
inline constexpr std::string_view kFrogImmortal = "frog.immortal";
inline constexpr std::string_view kKindImmunityNoEngage = "kind-immunity.no-engage";
inline constexpr std::string_view kKindImmunityExceptions = "kind-immunity.exceptions";
// protection
inline constexpr std::string_view kEmpowerProtectedByOne = "empower.protected-by-one";
inline constexpr std::string_view kEmpowerKingsPawns = "empower.kings-pawns";
inline constexpr std::string_view kEmpowerUnthreatened = "empower.unthreatened";
inline constexpr std::string_view kGuardsCannotBeCaptured = "guards.cannot-be-captured";
inline constexpr std::string_view kGuardsNotEmpowered = "guards.not-empowered";
inline constexpr std::string_view kGuardsCanCapture = "guards.can-capture";
inline constexpr std::string_view kGuardsNoKing = "guards.no-king";
inline constexpr std::string_view kGuardsUnthreatened = "guards.unthreatened";
// paralysis
inline constexpr std::string_view kParalysisFreeze = "paralysis.freeze";
inline constexpr std::string_view kParalysisNoAction = "paralysis.no-action";
inline constexpr std::string_view kParalysisDuration = "paralysis.duration";
inline constexpr std::string_view kParalysisTransfer = "paralysis.transfer";
inline constexpr std::string_view kParalysisTransferAfter = "paralysis.transfer-after";
inline constexpr std::string_view kParalysisTransferMinimum = "paralysis.transfer-minimum";
inline constexpr std::string_view kRoyalGuardsNoParalysis = "royal-guards.no-paralysis";
inline constexpr std::string_view kKingImmunity = "king.immunity";
// range
inline constexpr std::string_view kCrrReduce = "crr.reduce";
inline constexpr std::string_view kCrrMinimum = "crr.minimum";
inline constexpr std::string_view kUnitTypeCrrUnits = "unit-type.crr-units";
inline constexpr std::string_view kRangeExtensionEligible = "range-extension.eligible";
inline constexpr std::string_view kRangeExtensionIdle = "range-extension.idle";
inline constexpr std::string_view kRangeExtensionUnbounded = "range-extension.unbounded";
inline constexpr std::string_view kRangeExtensionCrrOrder = "range-extension.crr-order";
inline constexpr std::string_view kNightriderNoCrr = "nightrider.no-crr";
inline constexpr std::string_view kJesterNoCrr = "jester.no-crr";
inline constexpr std::string_view kChancellorNoCrr = "chancellor.no-crr";
inline constexpr std::string_view kTemplarNoCrr = "templar.no-crr";
// advanced moves
inline constexpr std::string_view kAdvancedNoAbilities = "advanced.no-abilities";
inline constexpr std::string_view kAdvancedAttackAbilityException = "advanced.attack-ability-exception";
inline constexpr std::string_view kDoubleMoveNonCapture = "double-move.non-capture";
inline constexpr std::string_view kDoubleMoveChecksNormal = "double-move.checks-normal";
inline constexpr std::string_view kMultimoveAward = "multimove.award";
inline constexpr std::string_view kMultimoveCaptureAward = "multimove.capture-award";
inline constexpr std::string_view kMultimoveNullifiesDouble = "multimove.nullifies-double";
inline constexpr std::string_view kMultimoveUnrestricted = "multimove.unrestricted";
// null move, check, the end
inline constexpr std::string_view kNullmoveAllowed = "nullmove.allowed";
inline constexpr std::string_view kNullmoveDoubleDraw = "nullmove.double-draw";
inline constexpr std::string_view kDrawNullmoves = "draw.nullmoves";
inline constexpr std::string_view kKingNoMoveIntoCheck = "king.no-move-into-check-when-checked";
inline constexpr std::string_view kKingsCheck = "king.kings-check";
inline constexpr std::string_view kKingsCheckNotInDoubleMove = "king.check-not-in-double-move";
inline constexpr std::string_view kKingLoss = "king.loss";
inline constexpr std::string_view kVictoryCheckmate = "victory.checkmate";
inline constexpr std::string_view kVictoryStalemate = "victory.stalemate";
inline constexpr std::string_view kDrawStalemateLoses = "draw.stalemate-loses";
inline constexpr std::string_view kDrawRepetition = "draw.repetition";
inline constexpr std::string_view kDrawNo50Move = "draw.no-50-move";
inline constexpr std::string_view kMove300 = "move-300.material-win";
// the changelog's lines that describe rules of stage 1 (fired where the body's rule acts)
inline constexpr std::string_view kChangelogNullmove = "changelog.v11.nullmove";
inline constexpr std::string_view kChangelogRangeExtension = "changelog.v11.range-extension";
inline constexpr std::string_view kChangelogKindImmunityClarified = "changelog.v11.kind-immunity-clarified";
inline constexpr std::string_view kRangeExtensionSurvivesDeath = "range-extension.survives-death";
inline constexpr std::string_view kChangelogSuddenDeath300 = "changelog.v12.sudden-death-300";
inline constexpr std::string_view kChangelogCannonNoAmmo = "changelog.v12.cannon-no-ammo";
inline constexpr std::string_view kChangelogTemplarNoLeap = "changelog.v11.templar-no-leap";
inline constexpr std::string_view kChangelogBishopsKnightsBack = "changelog.v13.bishops-knights-back";
// stage 2, region moves: rotate, shift, mirror portal, syzygy (regions.h)
inline constexpr std::string_view kRotateSquare = "rotate.square";
inline constexpr std::string_view kRotateMajorityPoints = "rotate.majority-points";
inline constexpr std::string_view kRotate300EntireBoard = "rotate.300-entire-board";
inline constexpr std::string_view kRotateValues = "rotate.values";
inline constexpr std::string_view kRotateDeadParalyzedExcluded = "rotate.dead-paralyzed-excluded";
inline constexpr std::string_view kRotateColorBonus = "rotate.color-bonus";
inline constexpr std::string_view kRotateRankBonus = "rotate.rank-bonus";
inline constexpr std::string_view kRotateColorRealign = "rotate.color-realign";
inline constexpr std::string_view kRotateContents = "rotate.contents";
inline constexpr std::string_view kRotateNoEdge = "rotate.no-edge";
inline constexpr std::string_view kRotateSize = "rotate.size";
inline constexpr std::string_view kChangelogRotateValues = "changelog.v12.rotate-values";
inline constexpr std::string_view kShiftLine = "shift.line";
inline constexpr std::string_view kShiftNoEnemy = "shift.no-enemy";
inline constexpr std::string_view kChangelogShift = "changelog.v13.shift";
inline constexpr std::string_view kMirrorPortalTeleport = "mirror-portal.teleport";
inline constexpr std::string_view kMirrorPortalFormula = "mirror-portal.formula";
inline constexpr std::string_view kMirrorPortalRotation = "mirror-portal.rotation";
inline constexpr std::string_view kMirrorPortalTargetEmpty = "mirror-portal.target-empty";
inline constexpr std::string_view kChangelogMirrorPortalGeneric = "changelog.v12.mirror-portal-generic";
inline constexpr std::string_view kSyzygyLock = "syzygy.lock";
inline constexpr std::string_view kSyzygyNoUse = "syzygy.no-use";
inline constexpr std::string_view kSyzygyRelease = "syzygy.release";
inline constexpr std::string_view kSyzygyRotateValue = "syzygy.rotate-value";
inline constexpr std::string_view kChangelogSyzygy = "changelog.v13.syzygy";

// stage 2, the squares (walls.cpp, terrain.cpp, flood.cpp, earthquake.cpp, quickening.cpp)
inline constexpr std::string_view kWallsPathSquares = "walls.path-squares";
inline constexpr std::string_view kWallsDuration = "walls.duration";
inline constexpr std::string_view kWallsBlocksPath = "walls.blocks-path";
inline constexpr std::string_view kWallsLeapOver = "walls.leap-over";
inline constexpr std::string_view kTerrainChangeLevel = "terrain.change-level";
inline constexpr std::string_view kTerrainDescend = "terrain.descend";
inline constexpr std::string_view kTerrainUphillSpecial = "terrain.uphill-special";
inline constexpr std::string_view kTerrainLimits = "terrain.limits";
inline constexpr std::string_view kTerrainNoClimb = "terrain.no-climb";
inline constexpr std::string_view kTerrainPitBypass = "terrain.pit-bypass";
inline constexpr std::string_view kChangelogTerrainLevels = "changelog.v13.terrain-levels";
// tombs and respawn (tombs.h, respawn.cpp)
inline constexpr std::string_view kTombCreation = "tomb.creation";
inline constexpr std::string_view kFrogNoTombWall = "frog.no-tomb-wall";
inline constexpr std::string_view kTombPathParalysis = "tomb.path-paralysis";
inline constexpr std::string_view kTombFifo = "tomb.fifo";
inline constexpr std::string_view kTombCleared = "tomb.cleared";
inline constexpr std::string_view kTombExplosion = "tomb.explosion";
inline constexpr std::string_view kTombRot = "tomb.rot";
inline constexpr std::string_view kTombReactivation = "tomb.reactivation";
inline constexpr std::string_view kChangelogCorruptedSquaresRemoved = "changelog.v12.corrupted-squares-removed";
inline constexpr std::string_view kRespawnCondition = "respawn.condition";
inline constexpr std::string_view kRespawnOrder = "respawn.order";
inline constexpr std::string_view kRespawnCountsAsMove = "respawn.counts-as-move";
inline constexpr std::string_view kRespawnRangeReset = "respawn.range-reset";
inline constexpr std::string_view kCrrRespawnReset = "crr.respawn-reset";
inline constexpr std::string_view kMultimoveRemovedOnDeath = "multimove.removed-on-death";
inline constexpr std::string_view kChangelogMultimoveResetDeath = "changelog.v12.multimove-reset-death";
inline constexpr std::string_view kChangelogNoClimb = "changelog.v13.no-climb";
inline constexpr std::string_view kEarthquakeReset = "earthquake.reset";
inline constexpr std::string_view kEarthquakeNoEnemyInZone = "earthquake.no-enemy-in-zone";
inline constexpr std::string_view kEarthquakeEligibleUnits = "earthquake.eligible-units";
inline constexpr std::string_view kChangelogEarthquake = "changelog.v13.earthquake";
inline constexpr std::string_view kFloodCast = "flood.cast";
inline constexpr std::string_view kFloodParalysis = "flood.paralysis";
inline constexpr std::string_view kFloodDrain = "flood.drain";
inline constexpr std::string_view kFloodOnePerCast = "flood.one-per-cast";
inline constexpr std::string_view kChangelogFlood = "changelog.v13.flood";
inline constexpr std::string_view kChancellorQuickening = "chancellor.quickening";
inline constexpr std::string_view kChancellorQuickeningDuration = "chancellor.quickening-duration";
inline constexpr std::string_view kChangelogChancellorQuickening = "changelog.v11.chancellor-quickening";
// stage 3a, the auras
inline constexpr std::string_view kJesterParalysis = "jester.paralysis";
inline constexpr std::string_view kJesterKindImmunity = "jester.kind-immunity";
inline constexpr std::string_view kChancellorParalyse = "chancellor.paralyse";
inline constexpr std::string_view kChancellorJesterImmunity = "chancellor.jester-immunity";
inline constexpr std::string_view kChangelogChancellorParalyseAuto = "changelog.v12.chancellor-paralyse-auto";
inline constexpr std::string_view kQueenGaze = "queen.gaze";
inline constexpr std::string_view kQueenGazeMultimove = "queen.gaze-multimove";
inline constexpr std::string_view kPawnPincer = "pawn.pincer";
inline constexpr std::string_view kRookSiege = "rook.siege";
inline constexpr std::string_view kChangelogRookSiege = "changelog.v12.rook-siege";
inline constexpr std::string_view kKnightKnightmare = "knight.knightmare";
inline constexpr std::string_view kShellshockTrigger = "shellshock.trigger";
inline constexpr std::string_view kShellshockRange = "shellshock.range";
inline constexpr std::string_view kShellshockMinimum = "shellshock.minimum";
inline constexpr std::string_view kShellshockDuration = "shellshock.duration";
inline constexpr std::string_view kTemplarShield = "templar.shield";
inline constexpr std::string_view kTemplarShieldRange = "templar.shield-range";
inline constexpr std::string_view kTemplarShieldInactiveTomb = "templar.shield-inactive-tomb";

// stage 3a, paralysis dealt by an action (rooks_stun.cpp, swipe_paralysis.cpp, queens_poison.cpp,
// slime_explosion.cpp, blizzard.cpp, poison_arrow.cpp)
inline constexpr std::string_view kRookStun = "rook.stun";
inline constexpr std::string_view kRookSwipeParalysis = "rook.swipe-paralysis";
inline constexpr std::string_view kQueenPoison = "queen.poison";
inline constexpr std::string_view kFrogSlimeExplosion = "frog.slime-explosion";
inline constexpr std::string_view kTemplarBlizzard = "templar.blizzard";
inline constexpr std::string_view kChangelogTemplarBlizzard = "changelog.v12.templar-blizzard";
inline constexpr std::string_view kCrossbowmanShoot = "crossbowman.shoot";
inline constexpr std::string_view kCrossbowmanPoisonArrow = "crossbowman.poison-arrow";
inline constexpr std::string_view kChangelogBallistaRemoved = "changelog.v12.ballista-removed";

// stage 3a, explosions and siege (jesters_explosion.cpp, cannons_blast.cpp, assassins_bomb.cpp, rooks_launch.cpp; the blast itself: tombs.cpp)
inline constexpr std::string_view kJesterExplosion = "jester.explosion";
inline constexpr std::string_view kJesterDetonate = "jester.detonate";
inline constexpr std::string_view kCannonBlast = "cannon.blast";
inline constexpr std::string_view kCannonWallblast = "cannon.wallblast";
inline constexpr std::string_view kChangelogCannonWallblast = "changelog.v12.cannon-wallblast";
inline constexpr std::string_view kRookLaunch = "rook.launch";
inline constexpr std::string_view kRookLaunchAmmoDies = "rook.launch-ammo-dies";
inline constexpr std::string_view kAssassinBomb = "assassin.bomb";
inline constexpr std::string_view kAssassinBombExplosion = "assassin.bomb-explosion";
inline constexpr std::string_view kAssassinBombVisible = "assassin.bomb-visible";
inline constexpr std::string_view kAssassinBombLimit = "assassin.bomb-limit";
inline constexpr std::string_view kChangelogAssassinBombVisibility = "changelog.v12.assassin-bomb-visibility";


// stage 3a, square marks and wall access (jesters_traps.cpp, dragonflight.cpp, slip_square.cpp, wall_climb.cpp)
inline constexpr std::string_view kJesterTraps = "jester.traps";
inline constexpr std::string_view kJesterTrapEffect = "jester.trap-effect";
inline constexpr std::string_view kJesterTrapLimit = "jester.trap-limit";
inline constexpr std::string_view kDragonDragonflight = "dragon.dragonflight";
inline constexpr std::string_view kAssassinSlipSquare = "assassin.slip-square";
inline constexpr std::string_view kAssassinSlipLimit = "assassin.slip-limit";
inline constexpr std::string_view kChangelogAssassinSlip = "changelog.v13.assassin-slip";
inline constexpr std::string_view kAssassinWallClimb = "assassin.wall-climb";
inline constexpr std::string_view kAssassinWallExit = "assassin.wall-exit";
inline constexpr std::string_view kAssassinWallMovement = "assassin.wall-movement";
inline constexpr std::string_view kAssassinWallJump = "assassin.wall-jump";
inline constexpr std::string_view kWallsAssassinException = "walls.assassin-exception";
inline constexpr std::string_view kJesterWalltrap = "jester.walltrap";
inline constexpr std::string_view kAssassinTunnel = "assassin.tunnel";
inline constexpr std::string_view kAssassinTunnelUse = "assassin.tunnel-use";
inline constexpr std::string_view kAssassinTunnelDuration = "assassin.tunnel-duration";
inline constexpr std::string_view kWallsSiegeAttack = "walls.siege-attack";
inline constexpr std::string_view kUnitTypeSiege = "unit-type.siege";

// stage 3b, moving other units (pull.cpp)
inline constexpr std::string_view kPullCondition = "pull.condition";
inline constexpr std::string_view kPullTargets = "pull.targets";
inline constexpr std::string_view kPullIntoTomb = "pull.into-tomb";
inline constexpr std::string_view kPullParalysis = "pull.paralysis";
inline constexpr std::string_view kPullPulledUnaffected = "pull.pulled-unaffected";
inline constexpr std::string_view kPullThroughBlockedPath = "pull-through.blocked-path";
inline constexpr std::string_view kPullThroughIntoCannon = "pull-through.into-cannon";
inline constexpr std::string_view kPullThroughParalysis = "pull-through.paralysis";
// push.cpp, avalanche.cpp
inline constexpr std::string_view kPushAdjacent = "push.adjacent";
inline constexpr std::string_view kPushSingle = "push.single";
inline constexpr std::string_view kPushNoOffBoard = "push.no-off-board";
inline constexpr std::string_view kPushWalls = "push.walls";
inline constexpr std::string_view kPushWallParalysis = "push.wall-paralysis";
inline constexpr std::string_view kTemplarPushImmunity = "templar.push-immunity";
inline constexpr std::string_view kChangelogTrebuchetRemoved = "changelog.v12.trebuchet-removed";
inline constexpr std::string_view kTemplarAvalanche = "templar.avalanche";
inline constexpr std::string_view kChangelogTemplarAvalanche = "changelog.v12.templar-avalanche";
// swapshot.cpp
inline constexpr std::string_view kSwapshotAny = "swapshot.any";
inline constexpr std::string_view kSwapshotSingleMove = "swapshot.single-move";
inline constexpr std::string_view kSwapshotNotGuarded = "swapshot.not-guarded";
inline constexpr std::string_view kChangelogSwapshotGuarded = "changelog.v12.swapshot-guarded";
inline constexpr std::string_view kChancellorSwapshotImmunity = "chancellor.swapshot-immunity";

// teleswap.cpp, kings_exchange.cpp, kings_portal.cpp, long_jump.cpp, jesters_spin.cpp (relocation)
inline constexpr std::string_view kChancellorTeleswap = "chancellor.teleswap";
inline constexpr std::string_view kKingExchange = "king.exchange";
inline constexpr std::string_view kKingPortal = "king.portal";
inline constexpr std::string_view kChangelogKingPortal = "changelog.v11.king-portal";
inline constexpr std::string_view kFrogLongJump = "frog.long-jump";
inline constexpr std::string_view kJesterSpin = "jester.spin";
// morph.cpp, spawn.cpp
inline constexpr std::string_view kMorphTransform = "morph.transform";
inline constexpr std::string_view kMorphNoKingsPawns = "morph.no-kings-pawns";
inline constexpr std::string_view kMorphParalysis = "morph.paralysis";
inline constexpr std::string_view kMorphStateRestriction = "morph.state-restriction";
inline constexpr std::string_view kMorphResetStats = "morph.reset-stats";
inline constexpr std::string_view kMorphImmortalLimit = "morph.immortal-limit";
inline constexpr std::string_view kRangeExtensionMorphReset = "range-extension.morph-reset";
inline constexpr std::string_view kSpawnCopy = "spawn.copy";
inline constexpr std::string_view kSpawnNotThreatened = "spawn.not-threatened";
inline constexpr std::string_view kSpawnParalysis = "spawn.paralysis";
inline constexpr std::string_view kSpawnImmortalLimit = "spawn.immortal-limit";
inline constexpr std::string_view kFrogDoubleSpawn = "frog.double-spawn";
// conversion.cpp
inline constexpr std::string_view kConversionConvert = "conversion.convert";
inline constexpr std::string_view kConversionMoveSquares = "conversion.move-squares";
inline constexpr std::string_view kConversionSameAsMove = "conversion.same-as-move";
inline constexpr std::string_view kConversionDiagonal = "conversion.diagonal";
inline constexpr std::string_view kConversionDiagonalOnly = "conversion.diagonal-only";
inline constexpr std::string_view kConversionInsteadOfCapture = "conversion.instead-of-capture";
inline constexpr std::string_view kConversionNotInDoubleMove = "conversion.not-in-double-move";
inline constexpr std::string_view kConversionParalysis = "conversion.paralysis";
inline constexpr std::string_view kBishopConversion = "bishop.conversion";
inline constexpr std::string_view kDragonConversion = "dragon.conversion";
inline constexpr std::string_view kQueenConversion = "queen.conversion";
inline constexpr std::string_view kChangelogConversionDiagonal = "changelog.v13.conversion-diagonal";
inline constexpr std::string_view kChangelogConversionGeneric = "changelog.v12.conversion-generic";
// mind_control.cpp
inline constexpr std::string_view kMindControlCondition = "mind-control.condition";
inline constexpr std::string_view kChangelogMindControlOrthogonal = "changelog.v13.mind-control-orthogonal";
// stage 3b, captures of several units and extra moves (entanglement.cpp, dragons_fire.cpp, knights_leap.cpp,
// knights_march.cpp)
inline constexpr std::string_view kEntanglementCaptureLine = "entanglement.capture-line";
inline constexpr std::string_view kEntanglementAwards = "entanglement.awards";
inline constexpr std::string_view kDragonFire = "dragon.fire";
inline constexpr std::string_view kDragonFireAwards = "dragon.fire-awards";
inline constexpr std::string_view kKnightsLeapCapture = "knights-leap.capture";
inline constexpr std::string_view kKnightsLeapInDoubleMove = "knights-leap.in-double-move";
inline constexpr std::string_view kKnightsLeapMaxPerMove = "knights-leap.max-per-move";
inline constexpr std::string_view kNightriderKnightsLeap = "nightrider.knights-leap";
inline constexpr std::string_view kKnightMarch = "knight.march";
// assassins_run.cpp
inline constexpr std::string_view kAssassinRun = "assassin.run";

}  // namespace arbiter::frozenchess13::clause
